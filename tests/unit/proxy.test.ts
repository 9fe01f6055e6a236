import { unstable_doesMiddlewareMatch } from 'next/experimental/testing/server';
import { describe, expect, it, vi } from 'vitest';
import { config, contentAddressIsLive } from '@/proxy';
import type { LiveAddresses } from '@/lib/content/live-addresses';
import { appFirstSegments } from './support/app-routes';
import { DRAFT_PREVIEW_COOKIE } from '@/lib/security/draft-preview-cookie';
import { isPerRequestPage, PER_REQUEST_PAGES } from '@/lib/security/per-request-pages';

describe("src/proxy.ts's matcher (literal, as Next requires)", () => {
  it('names every page rendered per request, and no other page path', () => {
    const paths = config.matcher.filter(
      (entry): entry is string => typeof entry === 'string' && !entry.startsWith('/api/') && !entry.includes('('),
    );
    expect(paths.filter((path) => !path.startsWith('/news/'))).toEqual([...PER_REQUEST_PAGES]);
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

vi.mock('server-only', () => ({}));

const runs = (url: string) => unstable_doesMiddlewareMatch({ config, url });

describe('addresses only published content answers', () => {
  const live: LiveAddresses = {
    pages: new Set(['carehub-for-clinics']),
    posts: new Set(['electricity-in-abuja']),
    redirects: new Set(['/clinics', '/news/old-post']),
    postCount: 7,
  };

  it("runs for every one-segment address but the site's own routes, which it never judges", () => {
    const own = appFirstSegments().filter(({ answersAlone }) => answersAlone);
    expect(own.length).toBeGreaterThan(10);
    for (const { segment } of own) {
      if (segment === 'search') continue; // rendered per request: the proxy runs for its nonce
      expect(runs(`/${segment}`), segment).toBe(false);
      expect(contentAddressIsLive(`/${segment}`, live), segment).toBeUndefined();
    }
    for (const address of ['/carehub-for-clinics', '/no-such-page', '/No_Such.Page', '/og', '/favicon.ico'])
      expect(runs(address), address).toBe(true);
    for (const address of ['/', '/a/b', '/news/feed.xml', '/_next/static/chunks/x.js'])
      expect(runs(address), address).toBe(false);
  });

  it('knows a landing page, a post, a later page of the news and an old address that redirects; nothing else', () => {
    for (const address of [
      '/carehub-for-clinics',
      '/clinics',
      '/news/electricity-in-abuja',
      '/news/old-post',
      '/news/page/2',
    ]) {
      expect(runs(address), address).toBe(true);
      expect(contentAddressIsLive(address, live), address).toBe(true);
    }
    for (const address of [
      '/no-such-page',
      '/Carehub-For-Clinics',
      '/news/no-such-post',
      '/news/page/1',
      '/news/page/3',
      '/news/page/x',
      '/news/page',
    ]) {
      expect(runs(address), address).toBe(true);
      expect(contentAddressIsLive(address, live), address).toBe(false);
    }
  });
});
