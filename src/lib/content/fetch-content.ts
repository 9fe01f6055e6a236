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

// The last answer each query got, per process: what visitors see while the content source is down. On globalThis, so
// the readiness check (a route bundled apart from the pages) sees the pages' copy.
const LAST_GOOD = Symbol.for('helpa.content.last-good');
const lastGood = ((globalThis as unknown as Record<symbol, Map<string, unknown> | undefined>)[LAST_GOOD] ??= new Map<
  string,
  unknown
>());

/** The query's fresh result, or while the source fails (the Content Lake unreachable) its last good one. */
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

/** The one way the app reads content; `tags` are the document types the publish webhook expires. */
export async function fetchContent<Result>(query: string, params: QueryParams, tags: string[]): Promise<Result> {
  const source = usesContentLake ? 'content-lake' : 'seed';
  // The query's text, never its parameters (a slug or an id a visitor sent).
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
    // Draft mode (the perspective and stega come from its cookies) never feeds the visitors' last good answers.
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

/** Whether this process holds answers it got from the content source, which it serves while the source fails. */
export function holdsLastGoodCopy(): boolean {
  return lastGood.size > 0;
}

/** Whether the content source answers right now (a tiny uncached query), before pages are thrown away. */
export async function contentSourceAnswers(): Promise<boolean> {
  const probe = 'count(*[_type == "siteSettings"])';
  try {
    await readFromSource<number>(probe);
    return true;
  } catch {
    return false;
  }
}
