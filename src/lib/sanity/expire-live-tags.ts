'use server';
import { updateTag } from 'next/cache';
import { parseTags } from 'next-sanity/live';

/** Anything else is not from the stream. */
const SYNC_TAG = /^sanity:[\w:+/=-]{1,200}$/;
const MAX_TAGS = 200;

/** next-sanity's own action only marks tags stale, so the refresh got the previous publish. A server action is public. */
// eslint-disable-next-line @typescript-eslint/require-await
export async function expireLiveTags(unsafeTags: unknown): Promise<void> {
  let tags: string[];
  try {
    tags = parseTags(unsafeTags).tags;
  } catch {
    return;
  }
  if (tags.length > MAX_TAGS || !tags.every((tag) => SYNC_TAG.test(tag))) return;
  for (const tag of tags) updateTag(tag);
}
