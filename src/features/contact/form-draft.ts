import 'server-only';
import { randomUUID } from 'node:crypto';
import { keyValueStore } from '@/lib/kv';
import type { ContactField } from './contact-schema';
import type { SendProblem } from './send-problem';

export type FormDraft = {
  values: Record<ContactField, string>;
  errors: Partial<Record<ContactField, string>>;
  problem?: SendProblem;
};

export const DRAFT_COOKIE = 'contact-draft';
export const DRAFT_SECONDS = 10 * 60;
const TOKEN = /^[0-9a-f-]{36}$/;

/** In Redis when REDIS_URL is set, so whichever instance serves the redirect reads it; else (and while Redis is down) this process's memory, at most 1,000 drafts. */
const drafts = () => keyValueStore('contact drafts', { prefix: 'helpa:contact-draft:', capacity: 1_000 });

/** Keeps a refused form on the server for DRAFT_SECONDS: the redirect's address, which logs keep, carries none of the visitor's words. */
export async function saveDraft(draft: FormDraft): Promise<string> {
  const token = randomUUID();
  await drafts().set(token, JSON.stringify(draft), DRAFT_SECONDS * 1000);
  return token;
}

export async function readDraft(token: string | undefined): Promise<FormDraft | null> {
  if (!token || !TOKEN.test(token)) return null;
  const stored = await drafts().get(token);
  return stored ? (JSON.parse(stored) as FormDraft) : null;
}
