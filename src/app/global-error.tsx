'use client';

import { useEffect } from 'react';
import { LazyPageError } from '@/components/shell/LazyPageError';
import { useRequestReference } from '@/lib/observability/request-reference';
import { fontVariables } from '@/styles/fonts';
import '@/styles/globals.css';

/** The root layout itself failed (its header and footer come from the content source, which did not answer): the same error page in a document of its own, without the content-driven chrome. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  // Read from the moment the boundary shows, before the error page's own script has arrived.
  const reference = useRequestReference();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <html lang="en-NG" className={fontVariables}>
      <body>
        <main id="main">
          <LazyPageError onRetry={retry} reference={reference} />
        </main>
      </body>
    </html>
  );
}
