import type { ComponentProps, CSSProperties } from 'react';

export type ContentImageData = {
  url: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
  /** A raster upload's CDN sources, added on the server by the content adapter (lib/content/responsive-images). */
  src?: string;
  srcSet?: string;
  /** A small first-view SVG's sanitized markup, put into the page by the server (lib/content/first-view-image). */
  inlineSvg?: string;
  objectPosition?: string;
} | null;

export type ContentImageProps = {
  image: ContentImageData;
  className?: string;
  style?: CSSProperties;
  decorative?: boolean;
  /** How wide it is shown, for the browser to pick a file from a raster upload's `srcSet`. */
  sizes?: string;
};

/** The `<img>` attributes of a CMS image; `priority` for the page's first view: fetched first, never lazily. */
export function contentImageAttributes(
  { image, className, style, decorative = false, sizes = '100vw' }: ContentImageProps,
  priority: boolean,
): ComponentProps<'img'> | null {
  if (!image?.url) return null;
  return {
    src: image.src ?? image.url,
    srcSet: image.srcSet,
    sizes: image.srcSet ? sizes : undefined,
    alt: decorative ? '' : (image.alt ?? ''),
    width: image.width ?? undefined,
    height: image.height ?? undefined,
    loading: priority ? 'eager' : 'lazy',
    fetchPriority: priority ? 'high' : undefined,
    decoding: 'async',
    className,
    style: image.objectPosition ? { objectPosition: image.objectPosition, ...style } : style,
  };
}

/**
 * A CMS image below the first view, loaded lazily, with its intrinsic size so the layout does not jump;
 * rasters come from Sanity's CDN at the width the screen needs. The first view's is `PriorityImage`.
 */
export function ContentImage(props: ContentImageProps) {
  const attributes = contentImageAttributes(props, false);
  return attributes && <img {...attributes} alt={attributes.alt} />;
}
