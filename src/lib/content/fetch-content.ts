import 'server-only';
import { evaluate, parse } from 'groq-js';
import type { QueryParams } from 'next-sanity';
import { unstable_cache } from 'next/cache';
import { draftMode } from 'next/headers';
import { sanityClient } from '@/lib/sanity/client';
import { draftClient } from '@/lib/sanity/draft-client';
import { CONTENT_REVALIDATE_SECONDS, usesContentLake } from '@/lib/sanity/env';
import { loadSeedDataset } from './seed-dataset';

/** Runs a GROQ query in-process over the seed dataset, exactly as the Content Lake would. */
export async function evaluateOnSeed<Result>(query: string, params: QueryParams = {}): Promise<Result> {
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset: loadSeedDataset(), params });
  return (await value.get()) as Result;
}

/**
 * The one way the app reads content. `tags` are the document types the result depends on: the
 * revalidation webhook expires them when an editor publishes. Published visitors always get the
 * `published` perspective without stega; only draft mode reads drafts.
 */
export async function fetchContent<Result>(query: string, params: QueryParams, tags: string[]): Promise<Result> {
  if (usesContentLake) {
    // Draft mode exists only with a project and a read token: editors previewing from the Studio.
    if (draftClient && (await draftMode()).isEnabled) {
      return draftClient.fetch<Result>(query, params, { cache: 'no-store' });
    }
    return sanityClient.fetch<Result>(query, params, { next: { revalidate: CONTENT_REVALIDATE_SECONDS, tags } });
  }
  const cached = unstable_cache(() => evaluateOnSeed<Result>(query, params), ['seed-content', query, JSON.stringify(params)], {
    revalidate: CONTENT_REVALIDATE_SECONDS,
    tags,
  });
  return cached();
}
