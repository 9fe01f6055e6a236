import type { ComponentProps, CSSProperties } from 'react';

export type ContentImageData = {
  url: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
  /** Added on the server (lib/content/responsive-images, lib/content/first-view-image). */
  src?: string;
  srcSet?: string;
  inlineSvg?: string;
  objectPosition?: string;
} | null;

export type ContentImageProps = {
  image: ContentImageData;
  className?: string;
  style?: CSSProperties;
  decorative?: boolean;
  sizes?: string;
};

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

/** A CMS image below the first view, loaded lazily; the first view's is `PriorityImage`. */
export function ContentImage(props: ContentImageProps) {
  const attributes = contentImageAttributes(props, false);
  return attributes && <img {...attributes} alt={attributes.alt} />;
}
