import { getURLFromRedirectError } from 'next/dist/client/components/redirect';
import { isRedirectError } from 'next/dist/client/components/redirect-error';
import { describe, expect, it, vi } from 'vitest';

const PREVIEW_SECRET = 'studio-preview-secret';
const SITE = 'https://www.helpa.test';

// The Content Lake's answer to next-sanity's secret lookup: only PREVIEW_SECRET is valid. The rest of
// next-sanity (parsing the preview URL, the redirect) runs for real.
const previewSecretLookup = {
  private: {
    _id: 'secret',
    _updatedAt: '2026-01-01T00:00:00Z',
    secret: PREVIEW_SECRET,
    studioUrl: 'http://localhost:3333',
  },
};
const contentLake = {
  config: () => ({ token: 'read-token' }),
  withConfig: () => contentLake,
  fetch: (_query: string, params: { secret: string }) =>
    Promise.resolve(params.secret === PREVIEW_SECRET ? previewSecretLookup : {}),
};
vi.mock('@/lib/sanity/preview-client', () => ({ previewClient: contentLake }));
vi.mock('next/headers', () => ({
  draftMode: () => Promise.resolve({ isEnabled: false, enable: () => undefined }),
  cookies: () => Promise.resolve({ get: () => undefined, set: () => undefined, delete: () => undefined }),
}));

const { GET } = await import('@/app/api/draft-mode/enable/route');

/** Where the Studio's preview link sends the editor: the redirect's target, as Next would send it. */
async function redirectTarget(pathname: string, secret = PREVIEW_SECRET): Promise<string> {
  const query = new URLSearchParams({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': pathname });
  const answer = await GET(new Request(`${SITE}/api/draft-mode/enable?${query}`)).catch((error: unknown) => error);
  if (!isRedirectError(answer))
    throw new Error(`Expected a redirect, got ${answer instanceof Response ? answer.status : String(answer)}`);
  return getURLFromRedirectError(answer);
}

describe('GET /api/draft-mode/enable', () => {
  // Decoded, as the Studio would put them in the query: `/%5Cevil.example` arrives as `/\evil.example`.
  const offSite = [
    '/%5Cevil.example',
    '/%09/',
    '/%0a/',
    '/%0d/',
    '/%5C/',
    '//evil.example',
    'https://evil.example',
    '/.//evil.example',
  ].map(decodeURIComponent);

  for (const pathname of offSite) {
    it(`sends a valid preview link with pathname ${JSON.stringify(pathname)} to a path on this site`, async () => {
      const target = await redirectTarget(pathname);
      expect(target).toMatch(/^\/(?![/\\])/);
      // As a browser reads the Location, after dropping tabs and newlines.
      expect(new URL(target.replace(/[\t\n\r]/g, ''), SITE).origin).toBe(SITE);
    });
  }

  it('keeps a path on this site, with its query', async () => {
    expect(await redirectTarget('/pricing?period=yearly')).toBe('/pricing?period=yearly');
  });

  it('refuses a wrong secret without redirecting anywhere', async () => {
    const answer = await GET(
      new Request(`${SITE}/api/draft-mode/enable?sanity-preview-secret=guess&sanity-preview-pathname=//evil.example`),
    );
    expect(answer.status).toBe(401);
    expect(answer.headers.get('location')).toBeNull();
  });
});
