import path from 'node:path';
import { svgSize } from './svg-size';

// Plain Node (no `server-only`): the tests' stand-in Content Lake serves the same documents.

export type SeedDocument = { _id: string; _type: string; [field: string]: unknown };

const SANITY_ASSET = /^image@file:\/\/\.\/images\/([\w.-]+\.(svg|png|jpg|webp))$/;

export type DescribeAsset = (file: string, dimensions: { width: number; height: number }) => SeedDocument;

/** The site serves the seed's images itself (src/app/seed-images). */
const servedBySite: DescribeAsset = (file, dimensions) => ({
  _id: `image-seed-${file.replace(/\W/g, '-')}`,
  _type: 'sanity.imageAsset',
  url: `/seed-images/${file}`,
  originalFilename: file,
  metadata: {
    dimensions: { ...dimensions, aspectRatio: dimensions.height ? dimensions.width / dimensions.height : 1 },
  },
});

/** `_sanityAsset` images as real asset references, so the same GROQ (`asset->url`) works as against the Content Lake. */
function resolveAssets(
  value: unknown,
  dir: string,
  describe: DescribeAsset,
  assets: Map<string, SeedDocument>,
): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveAssets(item, dir, describe, assets));
  if (value === null || typeof value !== 'object') return value;
  const { _sanityAsset: assetSource, ...rest } = value as Record<string, unknown>;
  const resolved = Object.fromEntries(
    Object.entries(rest).map(([k, v]) => [k, resolveAssets(v, dir, describe, assets)]),
  );
  const file = typeof assetSource === 'string' ? SANITY_ASSET.exec(assetSource)?.[1] : undefined;
  if (!file) return resolved;
  let asset = assets.get(file);
  if (!asset) {
    asset = describe(file, file.endsWith('.svg') ? svgSize(path.join(dir, 'images', file)) : { width: 0, height: 0 });
    assets.set(file, asset);
  }
  return { ...resolved, asset: { _type: 'reference', _ref: asset._id } };
}

export function parseSeed(ndjson: string, dir: string, describe: DescribeAsset = servedBySite): SeedDocument[] {
  const assets = new Map<string, SeedDocument>();
  const documents = ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => resolveAssets(JSON.parse(line), dir, describe, assets) as SeedDocument);
  return [...documents, ...assets.values()];
}
