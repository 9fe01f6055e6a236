import 'server-only';
import { evaluate, parse } from 'groq-js';
import type { QueryParams } from 'next-sanity';
import { sanityClient } from '@/lib/sanity/client';
import { usesContentLake } from '@/lib/sanity/env';
import { loadSeedDataset } from './seed-dataset';

export async function evaluateOnSeed<Result>(query: string, params: QueryParams = {}): Promise<Result> {
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset: loadSeedDataset(), params });
  return (await value.get()) as Result;
}

/** Past every cache. */
export function readFromSource<Result>(query: string, params: QueryParams = {}): Promise<Result> {
  return usesContentLake
    ? sanityClient.fetch<Result>(query, params, { cache: 'no-store' })
    : evaluateOnSeed<Result>(query, params);
}
