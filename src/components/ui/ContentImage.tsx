import type { CSSProperties } from 'react';
import { EagerImg } from './EagerImg';

export type ContentImageData = {
  url: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
  /** A raster upload's CDN sources, added on the server by the content adapter (lib/content/responsive-images). */
  src?: string;
  srcSet?: string;
  objectPosition?: string;
} | null;

type ContentImageProps = {
  image: ContentImageData;
  className?: string;
  style?: CSSProperties;
  /** The picture is the page's first view: fetched first, never lazily. */
  priority?: boolean;
  decorative?: boolean;
  /** How wide it is shown, for the browser to pick a file from a raster upload's `srcSet`. */
  sizes?: string;
};

/** A CMS image with its intrinsic size, so the layout does not jump while it loads; rasters come from Sanity's CDN at the width the screen needs. */
export function ContentImage({ image, className, style, priority = false, decorative = false, sizes = '100vw' }: ContentImageProps) {
  if (!image?.url) return null;
  const Img = priority ? EagerImg : 'img';
  return (
    <Img
      src={image.src ?? image.url}
      srcSet={image.srcSet}
      sizes={image.srcSet ? sizes : undefined}
      alt={decorative ? '' : (image.alt ?? '')}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={image.objectPosition ? { objectPosition: image.objectPosition, ...style } : style}
    />
  );
}
