import type { CSSProperties } from 'react';

export type ContentImageData = { url: string | null; alt: string | null; width: number | null; height: number | null } | null;

type ContentImageProps = { image: ContentImageData; className?: string; style?: CSSProperties; priority?: boolean; decorative?: boolean };

/** A CMS image with its intrinsic size, so the layout does not jump while it loads. */
export function ContentImage({ image, className, style, priority = false, decorative = false }: ContentImageProps) {
  if (!image?.url) return null;
  return (
    <img
      src={image.url}
      alt={decorative ? '' : (image.alt ?? '')}
      width={image.width ?? undefined}
      height={image.height ?? undefined}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      className={className}
      style={style}
    />
  );
}
