import 'server-only';
import type { QueryParams } from 'next-sanity';
import { unstable_cache } from 'next/cache';
import { CONTENT_REVALIDATE_SECONDS, usesContentLake } from '@/lib/sanity/env';
import { sanityFetch } from '@/lib/sanity/live';
import { previewing } from '@/lib/sanity/preview-client';
import { withResponsiveImages } from './responsive-images';
import { evaluateOnSeed, readFromSource } from './read-source';
import { log } from '@/lib/observability/log';
import { inSpan } from '@/lib/observability/spans';
import { processGlobal } from '@/lib/process-global';

// What visitors see while the content source is down; shared with the readiness check, bundled apart.
const lastGood = processGlobal('helpa.content.last-good', () => new Map<string, unknown>());

async function orLastGood<Result>(key: string, load: () => Promise<Result>): Promise<Result> {
  try {
    const result = await load();
    lastGood.set(key, result);
    return result;
  } catch (error) {
    if (!lastGood.has(key)) throw error;
    log.error(
      { event: 'content', outcome: 'last-good-copy', err: error },
      '[content] the content source failed; serving the last content it gave',
    );
    return lastGood.get(key) as Result;
  }
}

/** `tags` are the document types the publish webhook expires. */
export async function fetchContent<Result>(query: string, params: QueryParams, tags: string[]): Promise<Result> {
  const source = usesContentLake ? 'content-lake' : 'seed';
  // Never the parameters (a slug or an id a visitor sent).
  const result = await inSpan(
    'sanity.query',
    { 'db.system.name': 'sanity', 'db.query.text': query, 'helpa.content_source': source },
    () => fetchFromSource<Result>(query, params, tags),
  );
  return withResponsiveImages(result);
}

async function fetchFromSource<Result>(query: string, params: QueryParams, tags: string[]): Promise<Result> {
  if (usesContentLake) {
    const live = async () => (await sanityFetch({ query, params, tags })).data as Result;
    // Draft mode never feeds the visitors' last good answers.
    if (await previewing()) return live();
    return orLastGood(`${query}${JSON.stringify(params)}`, live);
  }
  const cached = unstable_cache(
    () => evaluateOnSeed<Result>(query, params),
    ['seed-content', query, JSON.stringify(params)],
    {
      revalidate: CONTENT_REVALIDATE_SECONDS,
      tags,
    },
  );
  return orLastGood(`${query}${JSON.stringify(params)}`, cached);
}

export function holdsLastGoodCopy(): boolean {
  return lastGood.size > 0;
}

/** A tiny uncached query, asked before pages are thrown away. */
export async function contentSourceAnswers(): Promise<boolean> {
  try {
    await readFromSource<number>('count(*[_type == "siteSettings"])');
    return true;
  } catch {
    return false;
  }
}
