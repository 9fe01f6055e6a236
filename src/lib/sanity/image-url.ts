import { createImageUrlBuilder } from '@sanity/image-url';

/** Fractions of the original. */
export type ImageCrop = { top?: number | null; bottom?: number | null; left?: number | null; right?: number | null };
export type ImageHotspot = { x?: number | null; y?: number | null };
export type SanityImage = { url: string; width: number; height: number; crop?: ImageCrop | null };

// https://cdn.sanity.io/images/<project>/<dataset>/<asset id>-<width>x<height>.<format>
const CDN_RASTER =
  /^https:\/\/cdn\.sanity\.io\/images\/([a-z0-9-]+)\/([\w-]+)\/[\w-]+\.(?:jpe?g|png|webp|gif|avif|tiff?)$/i;

export function isResizableImage(url: string): boolean {
  return CDN_RASTER.test(url);
}

function fullCrop(crop: ImageCrop | null | undefined) {
  return { top: crop?.top ?? 0, bottom: crop?.bottom ?? 0, left: crop?.left ?? 0, right: crop?.right ?? 0 };
}

export function croppedSize({ width, height, crop }: SanityImage): { width: number; height: number } {
  const { top, bottom, left, right } = fullCrop(crop);
  return { width: Math.round(width * (1 - left - right)), height: Math.round(height * (1 - top - bottom)) };
}

export function sanityImageUrl(image: SanityImage, width: number, quality = 75): string {
  const [, projectId = '', dataset = ''] = CDN_RASTER.exec(image.url) ?? [];
  return createImageUrlBuilder({ projectId, dataset })
    .image({ asset: { url: image.url }, crop: fullCrop(image.crop) })
    .width(width)
    .quality(quality)
    .auto('format')
    .fit('max')
    .url();
}

const WIDTHS = [320, 480, 640, 828, 1080, 1280, 1920];

export function responsiveSources(image: SanityImage & { hotspot?: ImageHotspot | null }) {
  const size = croppedSize(image);
  const widths = [...WIDTHS.filter((width) => width < size.width), Math.min(size.width, WIDTHS[WIDTHS.length - 1]!)];
  return {
    src: sanityImageUrl(image, Math.min(size.width, 1080)),
    srcSet: [...new Set(widths)].map((width) => `${sanityImageUrl(image, width)} ${width}w`).join(', '),
    width: size.width,
    height: size.height,
    objectPosition: hotspotPosition(image.hotspot),
  };
}

export function hotspotPosition(hotspot: ImageHotspot | null | undefined): string | undefined {
  if (typeof hotspot?.x !== 'number' || typeof hotspot.y !== 'number') return undefined;
  return `${Math.round(hotspot.x * 100)}% ${Math.round(hotspot.y * 100)}%`;
}
