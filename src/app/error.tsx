'use client';

import { useEffect } from 'react';
import { LazyPageError } from '@/components/shell/LazyPageError';

/** A page failed under the site's header and footer (its content did not come): the designed error page. */
export default function RouteError({ error, retry }: { error: unknown; retry: () => void }) {
  useEffect(() => {
    console.error(error);
  }, [error]);
  return <LazyPageError onRetry={retry} />;
}
