import { firstViewImage } from '@/lib/content/first-view-image';
import type { ContentImageData } from './ContentImage';
import { PAGE_HERO_IMAGE_SIZES } from './PageHero';
import { pageHero } from './PageHero.styles';
import { PriorityImage } from './PriorityImage';

/** An inner page's hero illustration, its largest paint: in the HTML when it is a small SVG, else fetched first. */
export async function HeroPicture({ image }: { image: ContentImageData }) {
  return <PriorityImage image={await firstViewImage(image)} className={pageHero.image} sizes={PAGE_HERO_IMAGE_SIZES} />;
}
