/** @jsxImportSource @/styles/server-jsx */

import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { section, band } from '../download-cta-styles';

/** The closing "Download App" call to action with the store buttons. */
/** The closing call to download the app; `children` are the store buttons. */
export function DownloadCta({ title, text, children }: { title: string; text: string | null; children: ReactNode }) {
  return (
    <section css={section} aria-labelledby="download-heading">
      <Container>
        <div css={band}>
          <div>
            <h2 id="download-heading">{title}</h2>
            {text && <p>{text}</p>}
          </div>
          {children}
        </div>
      </Container>
    </section>
  );
}
