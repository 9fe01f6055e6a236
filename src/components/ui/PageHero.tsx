/** @jsxImportSource @/styles/server-jsx */

import type { ReactNode } from 'react';
import { ContentImage, type ContentImageData } from './ContentImage';
import { actions, band, eyebrowStyle, imageStyle, inner, introStyle, titleStyle } from './page-hero-styles';

type PageHeroProps = {
  title: string;
  intro?: string | null;
  eyebrow?: string;
  image?: ContentImageData;
  /** The image is the page's largest paint: fetched first. Off where the hero is not what the visitor came for. */
  imagePriority?: boolean;
  children?: ReactNode;
};

/** The opening band of an inner page: its one h1, the intro and an optional illustration. */
export function PageHero({ title, intro, eyebrow, image, imagePriority = true, children }: PageHeroProps) {
  return (
    <section css={band}>
      <div css={image?.url ? inner.withImage : inner.textOnly}>
        <div>
          {eyebrow && <span css={eyebrowStyle}>{eyebrow}</span>}
          <h1 css={titleStyle}>{title}</h1>
          {intro && <p css={introStyle}>{intro}</p>}
          {children && <div css={actions}>{children}</div>}
        </div>
        {image?.url && <ContentImage image={image} css={imageStyle} sizes="(min-width: 768px) 40vw, 100vw" priority={imagePriority} />}
      </div>
    </section>
  );
}
