import { describe, expect, it } from 'vitest';
import { config } from '@/proxy';
import { DRAFT_PREVIEW_COOKIE } from '@/lib/security/draft-preview-cookie';
import { isPerRequestPage, PER_REQUEST_PAGES } from '@/lib/security/per-request-pages';

describe("src/proxy.ts's matcher (literal, as Next requires)", () => {
  it('names every page rendered per request, and no other page path', () => {
    const paths = config.matcher.filter((entry): entry is string => typeof entry === 'string' && !entry.startsWith('/api/'));
    expect(paths).toEqual([...PER_REQUEST_PAGES]);
  });

  it('runs for the search as `/?q=`, which next.config.js rewrites to it', () => {
    expect(config.matcher).toContainEqual({ source: '/', has: [{ type: 'query', key: 'q' }] });
    expect(isPerRequestPage('/', new URLSearchParams('q=meter'))).toBe(true);
    expect(isPerRequestPage('/', new URLSearchParams())).toBe(false);
    expect(isPerRequestPage('/paybills', new URLSearchParams('q=meter'))).toBe(false);
  });

  it("runs for an editor's draft preview, by the site's cookie name", () => {
    expect(config.matcher).toContainEqual({ source: '/:path*', has: [{ type: 'cookie', key: DRAFT_PREVIEW_COOKIE }] });
  });
});
