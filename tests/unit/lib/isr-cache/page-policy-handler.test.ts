import { createHash } from 'node:crypto';
import createLruHandler from '@fortedigital/nextjs-cache-handler/local-lru';
import { describe, expect, it } from 'vitest';
import { withPagePolicies } from '@/lib/isr-cache/page-policy-handler';
import type { CacheHandlerValue } from '@/lib/isr-cache/publish-safe-handler';

const SCRIPT = 'self.__next_f.push([1,"a"])';
const HASH = `'sha256-${createHash('sha256').update(SCRIPT).digest('base64')}'`;

function entry(value: Record<string, unknown>): CacheHandlerValue {
  return { lastModified: 1, lifespan: null, tags: [], value } as unknown as CacheHandlerValue;
}

const scriptSources = (policy: unknown) => /script-src ([^;]*)/.exec(String(policy))?.[1]?.split(' ');

describe('withPagePolicies', () => {
  it('stores a page with the policy of its own inline scripts, on the entry the render answers with', async () => {
    const handler = withPagePolicies(createLruHandler(), () => ({}));
    const headers = { 'x-next-cache-tags': 'contactPage' };
    const page = entry({ kind: 'APP_PAGE', html: `<main></main><script>${SCRIPT}</script>`, headers, status: 200 });
    await handler.set('/contactus', page);
    expect(scriptSources(headers['content-security-policy' as keyof typeof headers])).toEqual(["'self'", HASH]);
    const stored = (await handler.get('/contactus', { implicitTags: [] }))?.value as unknown as {
      headers: Record<string, string>;
    };
    expect(stored.headers['x-next-cache-tags']).toBe('contactPage');
    expect(scriptSources(stored.headers['content-security-policy'])).toEqual(["'self'", HASH]);
  });

  it('follows the run-time settings (the project whose live stream pages listen to)', async () => {
    const handler = withPagePolicies(createLruHandler(), () => ({ projectId: 'p1' }));
    const page = entry({ kind: 'APP_PAGE', html: `<script>${SCRIPT}</script>`, headers: {} });
    await handler.set('/', page);
    expect((page.value as unknown as { headers: Record<string, string> }).headers['content-security-policy']).toContain(
      "connect-src 'self' https://p1.api.sanity.io",
    );
  });

  it('leaves what is no page alone (fetched data, route answers)', async () => {
    const handler = withPagePolicies(createLruHandler(), () => ({}));
    const route = entry({
      kind: 'APP_ROUTE',
      body: Buffer.from('{}'),
      headers: { 'content-type': 'application/json' },
      status: 200,
    });
    await handler.set('/search-index.json', route);
    expect((route.value as unknown as { headers: Record<string, string> }).headers).toEqual({
      'content-type': 'application/json',
    });
  });
});
