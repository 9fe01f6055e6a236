import 'server-only';
import { randomUUID } from 'node:crypto';
import { readyRedisClient } from '@/lib/redis/connection.mjs';
import type { ContactField } from './contact-schema';
import type { SendProblem } from './send-problem';

/** What a visitor without JavaScript typed into a form the server refused, and what was wrong: the fields at fault, or why the message could not be taken (the rate limit, a failure on our side). */
export type FormDraft = { values: Record<ContactField, string>; errors: Partial<Record<ContactField, string>>; problem?: SendProblem };

/** The cookie that names a visitor's draft: a random token, never the draft itself. */
export const DRAFT_COOKIE = 'contact-draft';
export const DRAFT_SECONDS = 10 * 60;
const REDIS_PREFIX = 'helpa:contact-draft:';
const MEMORY_LIMIT = 1_000;
const TOKEN = /^[0-9a-f-]{36}$/;

// Without Redis: this process's memory, oldest first (a Map keeps insertion order). On globalThis: the route that saves a draft and the page that reads it are bundled apart.
const MEMORY = Symbol.for('helpa.contact.drafts');
type KeptDraft = { draft: FormDraft; expiresAt: number };
const registry = globalThis as { [MEMORY]?: Map<string, KeptDraft> };
const memory: Map<string, KeptDraft> = (registry[MEMORY] ??= new Map<string, KeptDraft>());

function redisUrl(): string | undefined {
  return process.env.REDIS_URL || undefined;
}

/** Keeps a refused form on the server for DRAFT_SECONDS: the redirect's address, which logs keep, carries none of the visitor's words. */
export async function saveDraft(draft: FormDraft): Promise<string> {
  const token = randomUUID();
  const url = redisUrl();
  if (url) {
    try {
      await (await readyRedisClient(url)).set(REDIS_PREFIX + token, JSON.stringify(draft), { expiration: { type: 'EX', value: DRAFT_SECONDS } });
      return token;
    } catch {
      // Redis is down: the draft is kept here instead; this instance will likely serve the redirect too.
    }
  }
  for (const [key, kept] of memory) if (memory.size >= MEMORY_LIMIT || kept.expiresAt < Date.now()) memory.delete(key);
  memory.set(token, { draft, expiresAt: Date.now() + DRAFT_SECONDS * 1000 });
  return token;
}

/** The draft `token` names, or null when it expired, was never here or the token is not one of ours. */
export async function readDraft(token: string | undefined): Promise<FormDraft | null> {
  if (!token || !TOKEN.test(token)) return null;
  const kept = memory.get(token);
  if (kept) return kept.expiresAt > Date.now() ? kept.draft : null;
  const url = redisUrl();
  if (!url) return null;
  try {
    const stored = await (await readyRedisClient(url)).get(REDIS_PREFIX + token);
    return stored ? (JSON.parse(stored) as FormDraft) : null;
  } catch {
    return null;
  }
}
