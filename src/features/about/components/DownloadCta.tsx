import type { ReactNode } from 'react';
import { Container } from '@/components/ui/Container';
import { downloadCta } from './DownloadCta.styles';

type DownloadCtaProps = { title: string; text: string | null; children: ReactNode; headingId?: string };

export function DownloadCta({ title, text, children, headingId = 'download-heading' }: DownloadCtaProps) {
  return (
    <section className={downloadCta.section} aria-labelledby={headingId}>
      <Container>
        <div className={downloadCta.band}>
          <div>
            <h2 id={headingId}>{title}</h2>
            {text && <p>{text}</p>}
          </div>
          {children}
        </div>
      </Container>
    </section>
  );
}
