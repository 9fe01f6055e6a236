import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { XSRF_COOKIE, XSRF_HEADER } from '@/lib/bills/paths';

/** An HttpOnly cookie naming this browser: a token is valid only together with the browser it was made for. */
export const BROWSER_ID_COOKIE = 'helpa-browser';
/** How long the browser id and its token live before a page load hands out new ones. */
export const XSRF_LIFETIME_SECONDS = 7 * 24 * 60 * 60;

const BROWSER_ID = /^[\w-]{32}$/;

function sign(value: string, secret: string): string {
  return createHmac('sha256', secret).update(value).digest('base64url');
}

export function createBrowserId(): string {
  return randomBytes(24).toString('base64url');
}

export function isBrowserId(value: string | undefined): value is string {
  return value !== undefined && BROWSER_ID.test(value);
}

/** A signed double-submit token bound to one browser (OWASP's signed double submit with a session binding): a random value and the HMAC, under the server secret, of the browser id and that value. */
export function createXsrfToken(browserId: string, secret: string): string {
  const value = randomBytes(24).toString('base64url');
  return `${value}.${sign(`${browserId}.${value}`, secret)}`;
}

export function isValidXsrfToken(token: string, browserId: string, secret: string): boolean {
  const [value, mac, ...rest] = token.split('.');
  if (!value || !mac || rest.length > 0) return false;
  const expected = Buffer.from(sign(`${browserId}.${value}`, secret));
  const given = Buffer.from(mac);
  return expected.length === given.length && timingSafeEqual(expected, given);
}

type XsrfInput = {
  cookie?: string;
  header?: string | null;
  browserId?: string;
  origin?: string | null;
  siteOrigin?: string | null;
};

/** The POST rule: sent from this origin, header present and equal to the cookie, signed for this browser. */
export function checkXsrf(
  { cookie, header, browserId, origin, siteOrigin }: XsrfInput,
  secret: string,
): { ok: true } | { ok: false; message: string } {
  if (origin && (!URL.canParse(origin) || new URL(origin).origin !== siteOrigin))
    return { ok: false, message: 'The request came from another site.' };
  if (!header)
    return { ok: false, message: `Missing ${XSRF_HEADER} header. Load a page of this site first, then try again.` };
  if (!cookie || cookie !== header)
    return { ok: false, message: `The ${XSRF_HEADER} header does not match the ${XSRF_COOKIE} cookie.` };
  if (!isBrowserId(browserId) || !isValidXsrfToken(header, browserId, secret))
    return {
      ok: false,
      message: `The ${XSRF_HEADER} token is not valid for this browser. Reload the page, then try again.`,
    };
  return { ok: true };
}
