// A score in the manner of the MDN HTTP Observatory (v2): start at 100, apply each test's modifier, and
// count bonuses only when the score is already 90 or more. It reads one answer's headers (and, for a
// page, its script tags); the redirection test (HTTP to HTTPS) belongs to the TLS front and is skipped.
// Not @mdn/mdn-http-observatory: it does not install offline and scores only hosts it fetches itself.

export type TestResult = { test: string; result: string; modifier: number };

function directives(policy: string) {
  const map = new Map<string, string[]>();
  for (const part of policy.split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name && !map.has(name.toLowerCase())) map.set(name.toLowerCase(), values);
  }
  return map;
}

function csp(policy: string | null): TestResult {
  if (!policy) return { test: 'content-security-policy', result: 'csp-not-implemented', modifier: -25 };
  const map = directives(policy);
  const fallback = map.get('default-src');
  const scripts = map.get('script-src') ?? fallback;
  const styles = map.get('style-src') ?? fallback;
  if (!scripts) return { test: 'content-security-policy', result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  const strict =
    scripts.includes("'strict-dynamic'") &&
    scripts.some((value) => value.startsWith("'nonce-") || value.startsWith("'sha"));
  if (scripts.includes("'unsafe-inline'") && !strict)
    return { test: 'content-security-policy', result: 'csp-implemented-with-unsafe-inline', modifier: -20 };
  if (scripts.includes("'unsafe-eval'"))
    return { test: 'content-security-policy', result: 'csp-implemented-with-unsafe-eval', modifier: -10 };
  if (scripts.some((value) => value === 'http:' || value === 'https:' || value === '*'))
    return { test: 'content-security-policy', result: 'csp-implemented-with-insecure-scheme', modifier: -20 };
  if (styles?.includes("'unsafe-inline'"))
    return {
      test: 'content-security-policy',
      result: 'csp-implemented-with-unsafe-inline-in-style-src-only',
      modifier: 0,
    };
  if (fallback?.length === 1 && fallback[0] === "'none'")
    return { test: 'content-security-policy', result: 'csp-implemented-with-no-unsafe-default-src-none', modifier: 10 };
  return { test: 'content-security-policy', result: 'csp-implemented-with-no-unsafe', modifier: 0 };
}

function cookies(cookies: string[], hsts: boolean): TestResult {
  if (cookies.length === 0) return { test: 'cookies', result: 'cookies-not-found', modifier: 0 };
  const parsed = cookies.map((cookie) => {
    const [pair = '', ...attributes] = cookie.split(';').map((part) => part.trim().toLowerCase());
    const name = pair.split('=')[0] ?? '';
    return {
      name,
      secure: attributes.includes('secure'),
      httpOnly: attributes.includes('httponly'),
      sameSite: attributes.some((a) => /^samesite=(lax|strict|none)$/.test(a)),
    };
  });
  const session = (c: { name: string }) => /sess|sid|browser|auth|login/.test(c.name);
  if (parsed.some((c) => /csrf|xsrf/.test(c.name) && !c.sameSite))
    return { test: 'cookies', result: 'cookies-anticsrf-without-samesite-flag', modifier: -20 };
  if (parsed.some((c) => session(c) && !c.httpOnly))
    return { test: 'cookies', result: 'cookies-session-without-httponly-flag', modifier: -30 };
  if (parsed.some((c) => session(c) && !c.secure))
    return hsts
      ? { test: 'cookies', result: 'cookies-session-without-secure-flag-but-protected-by-hsts', modifier: -10 }
      : { test: 'cookies', result: 'cookies-session-without-secure-flag', modifier: -40 };
  if (parsed.some((c) => !c.secure))
    return hsts
      ? { test: 'cookies', result: 'cookies-without-secure-flag-but-protected-by-hsts', modifier: -5 }
      : { test: 'cookies', result: 'cookies-without-secure-flag', modifier: -20 };
  if (parsed.every((c) => c.sameSite))
    return { test: 'cookies', result: 'cookies-secure-with-httponly-sessions-and-samesite', modifier: 5 };
  return { test: 'cookies', result: 'cookies-secure-with-httponly-sessions', modifier: 0 };
}

function hsts(value: string | null): TestResult {
  if (!value) return { test: 'strict-transport-security', result: 'hsts-not-implemented', modifier: -20 };
  const maxAge = Number(/max-age=(\d+)/i.exec(value)?.[1] ?? NaN);
  if (Number.isNaN(maxAge)) return { test: 'strict-transport-security', result: 'hsts-header-invalid', modifier: -20 };
  if (maxAge < 15_768_000)
    return {
      test: 'strict-transport-security',
      result: 'hsts-implemented-max-age-less-than-six-months',
      modifier: -10,
    };
  return { test: 'strict-transport-security', result: 'hsts-implemented-max-age-at-least-six-months', modifier: 0 };
}

function referrer(value: string | null): TestResult {
  const policy = value?.split(',').pop()?.trim().toLowerCase();
  if (!policy) return { test: 'referrer-policy', result: 'referrer-policy-not-implemented', modifier: 0 };
  if (['no-referrer', 'same-origin', 'strict-origin', 'strict-origin-when-cross-origin'].includes(policy))
    return { test: 'referrer-policy', result: 'referrer-policy-private', modifier: 5 };
  if (['origin', 'origin-when-cross-origin', 'unsafe-url'].includes(policy))
    return { test: 'referrer-policy', result: 'referrer-policy-unsafe', modifier: -5 };
  return { test: 'referrer-policy', result: 'referrer-policy-no-referrer-when-downgrade', modifier: 0 };
}

function framing(xfo: string | null, policy: string | null): TestResult {
  const ancestors = policy ? directives(policy).get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*'))
    return { test: 'x-frame-options', result: 'x-frame-options-implemented-via-csp', modifier: 5 };
  if (!xfo) return { test: 'x-frame-options', result: 'x-frame-options-not-implemented', modifier: -20 };
  if (/^(deny|sameorigin)$/i.test(xfo.trim()))
    return { test: 'x-frame-options', result: 'x-frame-options-sameorigin-or-deny', modifier: 0 };
  return { test: 'x-frame-options', result: 'x-frame-options-header-invalid', modifier: -20 };
}

function nosniff(value: string | null): TestResult {
  if (!value) return { test: 'x-content-type-options', result: 'x-content-type-options-not-implemented', modifier: -5 };
  return value.trim().toLowerCase() === 'nosniff'
    ? { test: 'x-content-type-options', result: 'x-content-type-options-nosniff', modifier: 0 }
    : { test: 'x-content-type-options', result: 'x-content-type-options-header-invalid', modifier: -5 };
}

function subresourceIntegrity(html: string, type: string): TestResult {
  if (!type.includes('html'))
    return { test: 'subresource-integrity', result: 'sri-not-implemented-response-not-html', modifier: 0 };
  const sources = [...html.matchAll(/<script[^>]*\ssrc="([^"]+)"[^>]*>/g)].map((match) => match[1] ?? '');
  if (sources.length === 0)
    return { test: 'subresource-integrity', result: 'sri-not-implemented-but-no-scripts-loaded', modifier: 0 };
  if (sources.every((src) => src.startsWith('/') && !src.startsWith('//')))
    return {
      test: 'subresource-integrity',
      result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
      modifier: 0,
    };
  return {
    test: 'subresource-integrity',
    result: 'sri-not-implemented-but-external-scripts-loaded-securely',
    modifier: -5,
  };
}

/** The score of an answer from its headers and its body (a page's HTML). */
export function observatoryScore(headers: Headers, body = ''): { score: number; tests: TestResult[] } {
  const policy = headers.get('content-security-policy');
  const transport = headers.get('strict-transport-security');
  const tests = [
    csp(policy),
    cookies(headers.getSetCookie(), Boolean(transport)),
    hsts(transport),
    referrer(headers.get('referrer-policy')),
    framing(headers.get('x-frame-options'), policy),
    nosniff(headers.get('x-content-type-options')),
    subresourceIntegrity(body, headers.get('content-type') ?? ''),
  ];
  const penalties = 100 + tests.reduce((sum, { modifier }) => sum + Math.min(modifier, 0), 0);
  const bonuses = tests.reduce((sum, { modifier }) => sum + Math.max(modifier, 0), 0);
  return { score: penalties >= 90 ? penalties + bonuses : penalties, tests };
}
