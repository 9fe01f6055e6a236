import type { ReactNode } from 'react';
import { pageHero } from './PageHero.styles';

export const PAGE_HERO_IMAGE_SIZES = '(min-width: 768px) 40vw, 100vw';

type PageHeroProps = {
  title: string;
  intro?: string | null;
  eyebrow?: string;
  picture?: ReactNode;
  children?: ReactNode;
};

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
