import 'server-only';
import * as v from 'valibot';
import { readCappedText } from '@/lib/http/body';
import { type BillsAnswerName, checkAnswer } from '@/lib/bills/wire';
import type { ApiErrorBody } from '@/lib/http/json-error';
import type { BillsCallName } from '../calls';
import { refusalMessage } from './visitor-messages';

/** The most of a bills API answer the relay reads (the contract's answers are a few kB); the rest is never read. */
export const MAX_UPSTREAM_BYTES = 1024 * 1024;

/** A refusal in the contract's shape: a short code the client may act on (kept) and a message, which is the upstream's business (logged) and replaced by the contract's words (visitor-messages.ts). */
const contractError = v.object({
  error: v.object({
    message: v.pipe(v.string(), v.minLength(1)),
    code: v.pipe(v.string(), v.regex(/^[\w.-]{1,64}$/)),
  }),
});

const CONTRACT_PAYLOADS: Record<BillsCallName, BillsAnswerName[]> = {
  serviceTypes: ['serviceTypes'],
  distributors: ['distributors'],
  variations: ['variations'],
  membershipTiers: ['membershipTiers'],
  verifyMerchant: ['meterLookup', 'distributorCheck'],
  pay: ['payment'],
  requery: ['payment'],
};

/** What the relay may send on: a success's payload of the call's shape, or a 4xx in the contract's words. */
export type RelayableAnswer = { status: number; body: { payload: unknown } | ApiErrorBody; detail?: string };

/** Why an answer is not sent on, and what the upstream said, for the server log only. */
export type UnusableAnswer = { problem: 'too_large' | 'server_error' | 'not_contract' | 'wrong_shape'; detail: string };

const LOGGED_CHARS = 500;

const jsonText = v.pipe(v.string(), v.parseJson());

async function readLimitedText(answer: Response): Promise<string | null> {
  if (Number(answer.headers.get('content-length') ?? 0) > MAX_UPSTREAM_BYTES) {
    await answer.body?.cancel();
    return null;
  }
  return answer.body ? readCappedText(answer.body, MAX_UPSTREAM_BYTES) : '';
}

/** Keeps only what the contract lets through to a visitor; throws what reading the body throws (the deadline's abort). */
export async function vetUpstreamAnswer(
  answer: Response,
  call: BillsCallName,
): Promise<RelayableAnswer | UnusableAnswer> {
  const { status } = answer;
  const text = await readLimitedText(answer);
  if (text === null) return { problem: 'too_large', detail: `${status}, more than ${MAX_UPSTREAM_BYTES} bytes` };
  const type = answer.headers.get('content-type') ?? '';
  // Quoted, so the upstream's line breaks cannot forge lines of the server log.
  const detail = `${status} ${type || '(no content type)'}: ${JSON.stringify(text.slice(0, LOGGED_CHARS))}`;
  if (status >= 500) return { problem: 'server_error', detail };
  const parsed = type.includes('json') ? v.safeParse(jsonText, text) : null;
  const json = parsed?.success ? parsed.output : undefined;
  if (status >= 200 && status < 300 && json && typeof json === 'object' && 'payload' in json) {
    return CONTRACT_PAYLOADS[call].some((name) => checkAnswer(name, json.payload) !== null)
      ? { status: 200, body: { payload: json.payload } }
      : { problem: 'wrong_shape', detail };
  }
  const error = v.safeParse(contractError, json);
  if (status >= 400 && status < 500 && error.success) {
    return {
      status,
      body: {
        error: { code: error.output.error.code, message: refusalMessage(call, status, error.output.error.code) },
      },
      detail,
    };
  }
  return { problem: 'not_contract', detail };
}
