'use client';

import Image from 'next/image';
import type { CSSProperties } from 'react';
import { croppedSize, hotspotPosition, isResizableImage, sanityImageUrl, type ImageCrop, type ImageHotspot } from '@/lib/sanity/image-url';

export type ContentImageData = {
  url: string | null;
  alt: string | null;
  width: number | null;
  height: number | null;
  crop?: ImageCrop | null;
  hotspot?: ImageHotspot | null;
} | null;

type ContentImageProps = {
  image: ContentImageData;
  className?: string;
  style?: CSSProperties;
  /** The picture is the page's first view: fetched first, never lazily. */
  priority?: boolean;
  decorative?: boolean;
  /** How wide it is shown, for the browser to pick a file (`sizes`); raster uploads only. */
  sizes?: string;
};

/**
 * A CMS image with its intrinsic size, so the layout does not jump while it loads. A raster upload
 * goes through Sanity's image CDN (the editor's crop, resized per screen, WebP or AVIF where the
 * browser takes it, focused on the hotspot); an SVG is served as it is.
 */
export function ContentImage({ image, className, style, priority = false, decorative = false, sizes = '100vw' }: ContentImageProps) {
  if (!image?.url) return null;
  const alt = decorative ? '' : (image.alt ?? '');
  const loading = priority ? 'eager' : 'lazy';
  const fetchPriority = priority ? 'high' : undefined;
  if (image.width && image.height && isResizableImage(image.url)) {
    const source = { url: image.url, width: image.width, height: image.height, crop: image.crop };
    return (
      <Image
        src={image.url}
        loader={({ width, quality }) => sanityImageUrl(source, width, quality)}
        alt={alt}
        {...croppedSize(source)}
        sizes={sizes}
        preload={priority}
        loading={loading}
        fetchPriority={fetchPriority}
        className={className}
        style={{ objectPosition: hotspotPosition(image.hotspot), ...style }}
      />
    );
  }
  return (
    <img
      src={image.url}
      alt={alt}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={loading}
      fetchPriority={fetchPriority}
      decoding="async"
      className={className}
      style={style}
    />
  );
}
