'use client';

import { useEffect } from 'react';
import { LazyPageError } from '@/components/shell/LazyPageError';
import { useRequestReference } from '@/lib/observability/request-reference';

export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  // Read from the moment the boundary shows, before the error page's own script has arrived.
  const reference = useRequestReference();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <LazyPageError onRetry={retry} reference={reference} />;
}
