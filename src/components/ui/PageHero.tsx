/** @jsxImportSource @emotion/react */
'use client';

import { css } from '@emotion/react';
import type { ReactNode } from 'react';
import { colors, fontSize, layout, mq, radius, space } from '@/styles/theme';
import { ContentImage, type ContentImageData } from './ContentImage';

const band = css({ background: `linear-gradient(180deg, ${colors.primaryTint} 0%, ${colors.white} 100%)` });
const inner = (hasImage: boolean) =>
  css({
    display: 'grid',
    gap: space.xl,
    alignItems: 'center',
    maxWidth: layout.maxWidth,
    marginInline: 'auto',
    padding: `${space.xxl} ${space.md}`,
    [mq.md]: { padding: `${space.section} ${space.lg} ${space.xxl}`, gridTemplateColumns: hasImage ? '1.1fr 0.9fr' : '1fr' },
  });
const eyebrowStyle = css({
  display: 'inline-block',
  padding: `${space.xs} ${space.md}`,
  borderRadius: radius.pill,
  background: colors.accentTint,
  color: colors.accentText,
  fontWeight: 700,
  fontSize: fontSize.sm,
  marginBottom: space.md,
});
const titleStyle = css({ fontSize: fontSize.xxl, fontWeight: 800, color: colors.ink, maxWidth: '20ch', [mq.md]: { fontSize: fontSize.display } });
const introStyle = css({ marginTop: space.md, fontSize: fontSize.lg, color: colors.muted, maxWidth: '60ch' });
const actions = css({ marginTop: space.lg });
const imageStyle = css({ width: '100%', maxWidth: '520px', marginInline: 'auto' });

type PageHeroProps = { title: string; intro?: string | null; eyebrow?: string; image?: ContentImageData; children?: ReactNode };

/** The opening band of an inner page: its one h1, the intro and an optional illustration. */
export function PageHero({ title, intro, eyebrow, image, children }: PageHeroProps) {
  return (
    <section css={band}>
      <div css={inner(Boolean(image?.url))}>
        <div>
          {eyebrow && <span css={eyebrowStyle}>{eyebrow}</span>}
          <h1 css={titleStyle}>{title}</h1>
          {intro && <p css={introStyle}>{intro}</p>}
          {children && <div css={actions}>{children}</div>}
        </div>
        {image?.url && <ContentImage image={image} css={imageStyle} sizes="(min-width: 768px) 40vw, 100vw" priority />}
      </div>
    </section>
  );
}
