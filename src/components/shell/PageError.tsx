'use client';

import { button } from '@/components/ui/Button.styles';
import { pageHero } from '@/components/ui/PageHero.styles';
import { SupportReference } from '@/components/ui/SupportReference';
import { PAGE_ERROR_TEXT } from './strings';

/**
 * Its text is in code so it shows even when the content source is down; error boundaries load it only on an error. It
 * names the request that failed (the id nginx logged), for the visitor to quote to support.
 */
export function PageError({ onRetry, reference }: { onRetry: () => void; reference: string | null }) {
  return (
    <>
      <title>{PAGE_ERROR_TEXT.documentTitle}</title>
      <section className={pageHero.band}>
        <div className={pageHero.textOnly}>
          <div>
            <span className={pageHero.eyebrow}>{PAGE_ERROR_TEXT.eyebrow}</span>
            <h1 className={pageHero.title}>{PAGE_ERROR_TEXT.title}</h1>
            <p className={pageHero.intro}>{PAGE_ERROR_TEXT.intro}</p>
            <div className={`${pageHero.actions} ${pageHero.buttons}`}>
              <button type="button" className={button.primary} onClick={onRetry}>
                {PAGE_ERROR_TEXT.retry}
              </button>
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load leaves the failed router behind */}
              <a href="/" className={button.secondary}>
                {PAGE_ERROR_TEXT.home}
              </a>
            </div>
            <SupportReference reference={reference} />
          </div>
        </div>
      </section>
    </>
  );
}
