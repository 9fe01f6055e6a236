import { readFileSync } from 'node:fs';
import path from 'node:path';

// Plain Node (no `server-only`): the tests' stand-in Content Lake serves the same documents.

export type SeedDocument = { _id: string; _type: string; [field: string]: unknown };

/** Where seed images are served from in embedded mode (see src/app/seed-images). */
const SEED_IMAGE_BASE = '/seed-images';

const SANITY_ASSET = /^image@file:\/\/\.\/images\/([\w.-]+\.(svg|png|jpg|webp))$/;

function svgSize(dir: string, file: string): { width: number; height: number } {
  const head = readFileSync(path.join(dir, 'images', file), 'utf8').slice(0, 600);
  const width = Number(/\bwidth="(\d+(?:\.\d+)?)"/.exec(head)?.[1] ?? 0);
  const height = Number(/\bheight="(\d+(?:\.\d+)?)"/.exec(head)?.[1] ?? 0);
  return { width, height };
}

/**
 * An export's images are `_sanityAsset: "image@file://./images/x.svg"` (what `sanity dataset import`
 * uploads). Here they become real asset references plus `sanity.imageAsset` documents, so the same
 * GROQ (`asset->url`) works as it does against the Content Lake.
 */
function resolveAssets(value: unknown, dir: string, assets: Map<string, SeedDocument>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveAssets(item, dir, assets));
  if (value === null || typeof value !== 'object') return value;
  const { _sanityAsset: assetSource, ...rest } = value as Record<string, unknown>;
  const resolved = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, resolveAssets(v, dir, assets)]));
  const file = typeof assetSource === 'string' ? SANITY_ASSET.exec(assetSource)?.[1] : undefined;
  if (!file) return resolved;
  const assetId = `image-seed-${file.replace(/\W/g, '-')}`;
  if (!assets.has(assetId)) {
    const dimensions = file.endsWith('.svg') ? svgSize(dir, file) : { width: 0, height: 0 };
    assets.set(assetId, {
      _id: assetId,
      _type: 'sanity.imageAsset',
      url: `${SEED_IMAGE_BASE}/${file}`,
      originalFilename: file,
      metadata: { dimensions: { ...dimensions, aspectRatio: dimensions.height ? dimensions.width / dimensions.height : 1 } },
    });
  }
  return { ...resolved, asset: { _type: 'reference', _ref: assetId } };
}

/** The documents of a seed export (`data.ndjson` in `dir`, its images in `dir/images`), assets included. */
export function parseSeed(ndjson: string, dir: string): SeedDocument[] {
  const assets = new Map<string, SeedDocument>();
  const documents = ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => resolveAssets(JSON.parse(line), dir, assets) as SeedDocument);
  return [...documents, ...assets.values()];
}
