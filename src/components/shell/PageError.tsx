/** @jsxImportSource @emotion/react */
'use client';

import { buttonStyles } from '@/components/ui/button-styles';
import { band, eyebrowStyle, inner, introStyle, titleStyle } from '@/components/ui/page-hero-styles';
import { EmotionRegistry } from '@/styles/EmotionRegistry';
import { space } from '@/styles/theme';
import { PAGE_ERROR_TEXT } from './strings';

/**
 * What a visitor sees when a page cannot be rendered: the 404's hero, with a way to try again and
 * a way home. Its text is in code so it shows even when the content source is down. The error
 * boundaries load it only when an error happens, so no page ships it or its styling code.
 */
export function PageError({ onRetry }: { onRetry: () => void }) {
  return (
    <EmotionRegistry>
      <title>{PAGE_ERROR_TEXT.documentTitle}</title>
      <section css={band}>
        <div css={inner.textOnly}>
          <div>
            <span css={eyebrowStyle}>{PAGE_ERROR_TEXT.eyebrow}</span>
            <h1 css={titleStyle}>{PAGE_ERROR_TEXT.title}</h1>
            <p css={introStyle}>{PAGE_ERROR_TEXT.intro}</p>
            <div css={{ display: 'flex', flexWrap: 'wrap', gap: space.md, marginTop: space.lg }}>
              <button type="button" css={buttonStyles()} onClick={onRetry}>
                {PAGE_ERROR_TEXT.retry}
              </button>
              {/* A full page load, not a client navigation: the router that failed is left behind (after a
                  failed root layout a client navigation would keep showing this page). */}
              {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- see above */}
              <a href="/" css={buttonStyles('secondary')}>
                {PAGE_ERROR_TEXT.home}
              </a>
            </div>
          </div>
        </div>
      </section>
    </EmotionRegistry>
  );
}
