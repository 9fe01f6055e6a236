/** @jsxImportSource @emotion/react */
'use client';

import { Button } from '@/components/ui/Button';
import { buttonStyles } from '@/components/ui/button-styles';
import { PageHero } from '@/components/ui/PageHero';
import { space } from '@/styles/theme';
import { PAGE_ERROR_TEXT } from './strings';

/**
 * What a visitor sees when a page cannot be rendered: the 404's hero, with a way to try again and
 * a way home. Its text is in code so it shows even when the content source is down.
 */
export function PageError({ onRetry }: { onRetry: () => void }) {
  return (
    <>
      <title>{PAGE_ERROR_TEXT.documentTitle}</title>
      <PageHero eyebrow={PAGE_ERROR_TEXT.eyebrow} title={PAGE_ERROR_TEXT.title} intro={PAGE_ERROR_TEXT.intro}>
        <div style={{ display: 'flex', flexWrap: 'wrap', gap: space.md }}>
          <Button onClick={onRetry}>{PAGE_ERROR_TEXT.retry}</Button>
          {/* A full page load, not a client navigation: the router that failed is left behind (after a
              failed root layout a client navigation would keep showing this page). */}
          {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
          <a href="/" css={buttonStyles('secondary')}>
            {PAGE_ERROR_TEXT.home}
          </a>
        </div>
      </PageHero>
    </>
  );
}
