import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@/lib/bills-api/contract';

function sign(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

/** A signed double-submit token (OWASP): a random value and its HMAC under the server secret. */
export function createXsrfToken(secret: string): string {
  const value = randomBytes(24).toString('base64url');
  return `${value}.${sign(value, secret)}`;
}

export function isValidXsrfToken(token: string, secret: string): boolean {
  const [value, mac, ...rest] = token.split('.');
  if (!value || !mac || rest.length > 0) return false;
  const expected = Buffer.from(sign(value, secret));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

export type XsrfCheck = { ok: true } | { ok: false; message: string };

/** The POST rule: header present, equal to the cookie, correctly signed, and sent from this site. */
export function checkXsrf(input: { cookie?: string; header?: string | null; origin?: string | null; host?: string | null }, secret: string): XsrfCheck {
  if (input.origin && input.host) {
    let originHost: string;
    try {
      originHost = new URL(input.origin).host;
    } catch {
      return { ok: false, message: 'The request came from another site.' };
    }
    if (originHost !== input.host) return { ok: false, message: 'The request came from another site.' };
  }
  if (!input.header) return { ok: false, message: `Missing ${XSRF_HEADER} header. Load a page of this site first, then try again.` };
  if (!input.cookie || input.cookie !== input.header) return { ok: false, message: `The ${XSRF_HEADER} header does not match the ${XSRF_COOKIE} cookie.` };
  if (!isValidXsrfToken(input.header, secret)) return { ok: false, message: `The ${XSRF_HEADER} token is not valid.` };
  return { ok: true };
}
