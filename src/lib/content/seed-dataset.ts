import 'server-only';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { svgSize } from './svg-size';

type SeedDocument = { _id: string; _type: string; [field: string]: unknown };

/** Where seed images are served from in embedded mode (see src/app/seed-images). */
const SEED_IMAGE_BASE = '/seed-images';

const SANITY_ASSET = /^image@file:\/\/\.\/images\/([\w.-]+\.(svg|png|jpg|webp))$/;

export function seedDir(): string {
  return process.env.CONTENT_SEED_DIR || path.join(process.cwd(), 'studio', 'seed');
}

/**
 * An export's images are `_sanityAsset: "image@file://./images/x.svg"` (what `sanity dataset import`
 * uploads). Here they become real asset references plus `sanity.imageAsset` documents, so the same
 * GROQ (`asset->url`) works as it does against the Content Lake.
 */
function resolveAssets(value: unknown, assets: Map<string, SeedDocument>): unknown {
  if (Array.isArray(value)) return value.map((item) => resolveAssets(item, assets));
  if (value === null || typeof value !== 'object') return value;
  const { _sanityAsset: assetSource, ...rest } = value as Record<string, unknown>;
  const resolved = Object.fromEntries(Object.entries(rest).map(([k, v]) => [k, resolveAssets(v, assets)]));
  const file = typeof assetSource === 'string' ? SANITY_ASSET.exec(assetSource)?.[1] : undefined;
  if (!file) return resolved;
  const assetId = `image-seed-${file.replace(/\W/g, '-')}`;
  if (!assets.has(assetId)) {
    const dimensions = file.endsWith('.svg') ? svgSize(path.join(seedDir(), 'images', file)) : { width: 0, height: 0 };
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

function parseSeed(ndjson: string): SeedDocument[] {
  const assets = new Map<string, SeedDocument>();
  const documents = ndjson
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => resolveAssets(JSON.parse(line), assets) as SeedDocument);
  return [...documents, ...assets.values()];
}

let cache: { version: string; file: string; documents: SeedDocument[] } | undefined;

/** The seed dataset, parsed once per process and again only when the file changes on disk. */
export function loadSeedDataset(): SeedDocument[] {
  const file = path.join(seedDir(), 'data.ndjson');
  const { mtimeMs, size } = statSync(file);
  // A file's time moves in steps of the kernel's coarse clock (a few ms): two saves within one step
  // share it, and the size tells most of them apart.
  const version = `${mtimeMs}:${size}`;
  if (!cache || cache.file !== file || cache.version !== version) {
    cache = { file, version, documents: parseSeed(readFileSync(file, 'utf8')) };
  }
  return cache.documents;
}
