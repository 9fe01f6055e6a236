import type { ReactNode } from 'react';
import { pageHero } from './PageHero.styles';

/** How wide a hero's picture is shown, for the browser to pick a file from a raster's `srcSet`. */
export const PAGE_HERO_IMAGE_SIZES = '(min-width: 768px) 40vw, 100vw';

type PageHeroProps = {
  title: string;
  intro?: string | null;
  eyebrow?: string;
  /** The illustration beside the text: a `HeroPicture` where it is the page's first view. */
  picture?: ReactNode;
  children?: ReactNode;
};

/** The opening band of an inner page: its one h1, the intro and an optional illustration. */
export function PageHero({ title, intro, eyebrow, picture, children }: PageHeroProps) {
  return (
    <section className={pageHero.band}>
      <div className={picture ? pageHero.withImage : pageHero.textOnly}>
        <div>
          {eyebrow && <span className={pageHero.eyebrow}>{eyebrow}</span>}
          <h1 className={pageHero.title}>{title}</h1>
          {intro && <p className={pageHero.intro}>{intro}</p>}
          {children && <div className={pageHero.actions}>{children}</div>}
        </div>
        {picture}
      </div>
    </section>
  );
}
