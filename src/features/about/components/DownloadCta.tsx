import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { downloadCta } from './DownloadCta.styles';

/** The closing call to download the app; `children` are the store buttons. */
export function DownloadCta({ title, text, children }: { title: string; text: string | null; children: ReactNode }) {
  return (
    <section className={downloadCta.section} aria-labelledby="download-heading">
      <Container>
        <div className={downloadCta.band}>
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
