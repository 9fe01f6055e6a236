import { stegaClean } from 'next-sanity';
import { isResizableImage, responsiveSources, type ImageCrop, type ImageHotspot } from '@/lib/sanity/image-url';

type ImageLike = { url: string; width: number; height: number; crop?: ImageCrop | null; hotspot?: ImageHotspot | null };

function isImage(value: Record<string, unknown>): value is ImageLike & Record<string, unknown> {
  return typeof value.url === 'string' && typeof value.width === 'number' && typeof value.height === 'number';
}

/** Raster uploads get their CDN sources; crop and hotspot stay on the server (props travel in the page); alt loses stega. */
export function withResponsiveImages<T>(value: T): T {
  if (Array.isArray(value)) return value.map(withResponsiveImages) as T;
  if (!value || typeof value !== 'object') return value;
  const mapped = Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, withResponsiveImages(item as unknown)]),
  );
  if (!isImage(mapped)) return mapped as T;
  const sources = isResizableImage(mapped.url) ? responsiveSources(mapped) : {};
  const alt = typeof mapped.alt === 'string' ? { alt: stegaClean(mapped.alt) } : {};
  return Object.fromEntries(
    Object.entries({ ...mapped, ...sources, ...alt }).filter(([key]) => key !== 'crop' && key !== 'hotspot'),
  ) as T;
}
