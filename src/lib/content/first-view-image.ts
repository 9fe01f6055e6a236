import 'server-only';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sanitizeSvg } from './sanitize-svg';
import { seedDir } from './seed-dataset';

/** SVGs up to this size travel inside the page (about 4 kB compressed): less than a request of their own costs a phone. */
const INLINE_SVG_MAX_BYTES = 16 * 1024;
const SEED_IMAGES = '/seed-images/';
const CONTENT_LAKE_CDN = 'https://cdn.sanity.io/images/';
/** The rewrite in next.config.js. */
const SAME_ORIGIN_CDN = '/cdn/images/';

async function svgText(url: string): Promise<string | null> {
  if (url.startsWith(SEED_IMAGES))
    return readFile(path.join(seedDir(), 'images', path.basename(url)), 'utf8').catch(() => null);
  if (!url.startsWith(CONTENT_LAKE_CDN)) return null;
  // An asset's address names its content: the answer never changes.
  const response = await fetch(url, { cache: 'force-cache' }).catch(() => null);
  return response?.ok ? response.text() : null;
}

/** A small SVG travels in the page as sanitized markup, sparing a request before first paint; a raster comes from this origin, sparing the CDN's DNS and TLS. */
export async function firstViewImage<
  Image extends { url: string | null; src?: string; srcSet?: string; inlineSvg?: string } | null,
>(image: Image): Promise<Image> {
  if (!image?.url) return image;
  if (image.url.endsWith('.svg')) {
    const svg = await svgText(image.url);
    if (svg === null || Buffer.byteLength(svg) > INLINE_SVG_MAX_BYTES) return image;
    const inlineSvg = sanitizeSvg(svg);
    return inlineSvg === null ? image : { ...image, inlineSvg };
  }
  const sameOrigin = (address: string) => address.replaceAll(CONTENT_LAKE_CDN, SAME_ORIGIN_CDN);
  return {
    ...image,
    ...(image.src ? { src: sameOrigin(image.src) } : {}),
    ...(image.srcSet ? { srcSet: sameOrigin(image.srcSet) } : {}),
  };
}
