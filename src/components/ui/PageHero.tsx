import type { ReactNode } from 'react';
import { firstViewImage } from '@/lib/content/first-view-image';
import { ContentImage, type ContentImageData } from './ContentImage';
import { pageHero } from './PageHero.styles';

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
export async function PageHero({ title, intro, eyebrow, image, imagePriority = true, children }: PageHeroProps) {
  const picture = imagePriority ? await firstViewImage(image ?? null) : image;
  return (
    <section className={pageHero.band}>
      <div className={image?.url ? pageHero.withImage : pageHero.textOnly}>
        <div>
          {eyebrow && <span className={pageHero.eyebrow}>{eyebrow}</span>}
          <h1 className={pageHero.title}>{title}</h1>
          {intro && <p className={pageHero.intro}>{intro}</p>}
          {children && <div className={pageHero.actions}>{children}</div>}
        </div>
        {picture?.url && <ContentImage image={picture} className={pageHero.image} sizes="(min-width: 768px) 40vw, 100vw" priority={imagePriority} />}
      </div>
    </section>
  );
}
