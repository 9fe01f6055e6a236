import { stegaClean } from 'next-sanity';
import { isResizableImage, responsiveSources, type ImageCrop, type ImageHotspot } from '@/lib/sanity/image-url';

type ImageLike = { url: string; width: number; height: number; crop?: ImageCrop | null; hotspot?: ImageHotspot | null };

function isImage(value: Record<string, unknown>): value is ImageLike & Record<string, unknown> {
  return typeof value.url === 'string' && typeof value.width === 'number' && typeof value.height === 'number';
}

/**
 * Gives every raster upload in a result its CDN sources, so the browser loads no image code; SVGs and seed files stay as they are.
 * An image's crop and hotspot stay on the server: they are in its sources by then, and a client component's props travel in the page.
 * Its alternative text is read by assistive technology, never shown: in a preview it loses stega's invisible marks here, once.
 */
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
