import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { DRAFT_PREVIEW_COOKIE } from '@/lib/security/draft-preview-cookie';
import { PER_REQUEST_PAGES } from '@/lib/security/per-request-pages';

const DEPLOY = 'deploy/nginx';
const files = ['conf.d', 'helpa'].flatMap((dir) =>
  readdirSync(path.join(DEPLOY, dir))
    .filter((name) => name.endsWith('.conf') || name.endsWith('.template'))
    .map((name) => path.join(DEPLOY, dir, name)),
);
// Directives only: comments may explain.
const configuration = files.map((file) => readFileSync(file, 'utf8').replace(/#.*$/gm, '')).join('\n');

describe("the front proxy's caching is the site's decision", () => {
  it('names no page the site renders per request: their Cache-Control keeps them out', () => {
    expect(PER_REQUEST_PAGES.length).toBeGreaterThan(0);
    for (const page of PER_REQUEST_PAGES) expect(configuration, page).not.toContain(page.slice(1));
  });

  it("reads none of Next's own request headers to decide what to keep", () => {
    const decisions = [...configuration.matchAll(/proxy_(?:no_cache|cache_bypass|cache_key)\s[^;]*;/g)].map(
      ([directive]) => directive,
    );
    expect(decisions.length).toBeGreaterThanOrEqual(3);
    for (const directive of decisions) expect(directive).not.toMatch(/\$(http_rsc|http_next|cookie_)/i);
    expect(configuration).not.toMatch(/proxy_ignore_headers[^;]*\bVary\b/);
  });

  it('takes the cache lock only for content-hashed files, never for pages (a search, a 404)', () => {
    expect([...configuration.matchAll(/proxy_cache_lock on;/g)]).toHaveLength(1);
    const staticFiles = /location ~ \^\/\(\?:_next\/static\|styles\)\/ \{[\s\S]*?\n\}/.exec(configuration)?.[0] ?? '';
    expect(staticFiles).toContain('proxy_cache_lock on;');
  });

  it("bypasses and never stores an editor's draft preview, matched by the site's own cookie name", () => {
    expect(configuration).toContain(`"~(?:^|;)\\s*${DRAFT_PREVIEW_COOKIE}=" 1;`);
    expect(configuration).toMatch(/proxy_no_cache [^;]*\$helpa_draft_preview/);
    expect(configuration).toMatch(/proxy_cache_bypass [^;]*\$helpa_draft_preview/);
  });
});
