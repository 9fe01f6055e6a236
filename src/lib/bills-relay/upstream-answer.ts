import 'server-only';
import * as v from 'valibot';
import { readCappedText } from '@/lib/http/body';
import type { ApiErrorBody } from '@/lib/http/json-error';

/** The most of a bills API answer the relay reads (the contract's answers are a few kB); the rest is never read. */
export const MAX_UPSTREAM_BYTES = 1024 * 1024;

/**
 * An error the upstream may say to a visitor in its own words: the contract's shape, a short code and
 * one short line of text (the meter 404's "We could not find this meter…"). Anything longer or with
 * line breaks (a stack, a page of HTML) is the upstream's business, not the visitor's.
 */
const visitorSafeError = v.object({
  error: v.object({
    message: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(300), v.regex(/^[^\p{Cc}]+$/u)),
    code: v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/)),
  }),
});

/** What the relay may send on: a success's payload, or a 4xx in the contract's shape. */
export type RelayableAnswer = { status: number; body: { payload: unknown } | ApiErrorBody };

/** Why an answer is not sent on, and what the upstream said, for the server log only. */
export type UnusableAnswer = { problem: 'too_large' | 'server_error' | 'not_contract'; detail: string };

const LOGGED_CHARS = 500;

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The answer's text, or null when it is (or says it is) larger than MAX_UPSTREAM_BYTES; then it is not read further. */
async function readLimitedText(answer: Response): Promise<string | null> {
  if (Number(answer.headers.get('content-length') ?? 0) > MAX_UPSTREAM_BYTES) {
    await answer.body?.cancel();
    return null;
  }
  return answer.body ? readCappedText(answer.body, MAX_UPSTREAM_BYTES) : '';
}

/**
 * Reads the upstream's answer (cut while it streams once past MAX_UPSTREAM_BYTES) and keeps only what
 * the contract lets through to a visitor. Throws what reading the body throws (the deadline's abort).
 */
export async function vetUpstreamAnswer(answer: Response): Promise<RelayableAnswer | UnusableAnswer> {
  const { status } = answer;
  const text = await readLimitedText(answer);
  if (text === null) return { problem: 'too_large', detail: `${status}, more than ${MAX_UPSTREAM_BYTES} bytes` };
  const type = answer.headers.get('content-type') ?? '';
  // Quoted, so the upstream's line breaks cannot forge lines of the server log.
  const detail = `${status} ${type || '(no content type)'}: ${JSON.stringify(text.slice(0, LOGGED_CHARS))}`;
  if (status >= 500) return { problem: 'server_error', detail };
  const json = type.includes('json') ? parseJson(text) : undefined;
  if (status >= 200 && status < 300 && json && typeof json === 'object' && 'payload' in json) return { status: 200, body: { payload: json.payload } };
  const error = v.safeParse(visitorSafeError, json);
  if (status >= 400 && status < 500 && error.success) return { status, body: error.output };
  return { problem: 'not_contract', detail };
}
