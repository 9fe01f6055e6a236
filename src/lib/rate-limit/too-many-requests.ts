import { jsonError } from '@/lib/http/json-error';

export function tooManyRequests(retryAfterSeconds: number): Response {
  return jsonError(429, 'rate_limited', `Too many requests. Please try again in ${retryAfterSeconds} seconds.`, {
    headers: { 'Retry-After': String(retryAfterSeconds) },
  });
}
