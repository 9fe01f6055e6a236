import { useCallback, useEffect, useState } from 'react';
import { browserBills } from '@/lib/bills/browser/client';
import type { ServiceType } from '../api';

type ServiceList = { data?: ServiceType[]; error?: unknown };

/** Not SWR like the forms' reads: nothing else shares this one, and SWR in the page's first load would delay every page. */
export function useServiceList() {
  const [list, setList] = useState<ServiceList>({});
  const [asked, setAsked] = useState(0);
  useEffect(() => {
    let wanted = true;
    browserBills.services().then(
      (data) => wanted && setList({ data }),
      (error: unknown) => wanted && setList({ error }),
    );
    return () => {
      wanted = false;
    };
  }, [asked]);
  const retry = useCallback(() => setAsked((count) => count + 1), []);
  return { ...list, retry };
}
