import { jsonError } from '@/lib/http/json-error';

/** The 429 of a rate-limited API call, in the contract's shape, with the seconds to wait in words and in Retry-After. */
export function tooManyRequests(retryAfterSeconds: number): Response {
  return jsonError(429, 'rate_limited', `Too many requests. Please try again in ${retryAfterSeconds} seconds.`, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}
