import 'server-only';
import { evaluate, parse } from 'groq-js';
import type { QueryParams } from 'next-sanity';
import { sanityClient } from '@/lib/sanity/client';
import { usesContentLake } from '@/lib/sanity/env';
import { loadSeedDataset } from './seed-dataset';

/** Runs a GROQ query in-process over the seed dataset, exactly as the Content Lake would. */
export async function evaluateOnSeed<Result>(query: string, params: QueryParams = {}): Promise<Result> {
  const tree = parse(query, { params });
  const value = await evaluate(tree, { dataset: loadSeedDataset(), params });
  return (await value.get()) as Result;
}

/** A query's answer from the content source itself, past every cache: the Content Lake's published content, or the seed dataset. */
export function readFromSource<Result>(query: string, params: QueryParams = {}): Promise<Result> {
  return usesContentLake
    ? sanityClient.fetch<Result>(query, params, { cache: 'no-store' })
    : evaluateOnSeed<Result>(query, params);
}
