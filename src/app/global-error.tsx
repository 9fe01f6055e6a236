'use client';

import { fontVariables } from '@/styles/fonts';
import RouteError from './error';
import '@/styles/globals.css';

/** The root layout itself failed (its chrome comes from the content source): the same error page in a document of its own. */
export default function GlobalError({ error, retry }: { error: unknown; retry: () => void }) {
  return (
    <html lang="en-NG" className={fontVariables}>
      <body>
        <main id="main">
          <RouteError error={error} retry={retry} />
        </main>
      </body>
    </html>
  );
}
