import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DATA_SAVER_MARK_SCRIPT } from '@/lib/data-saver';
import { pageContentSecurityPolicy } from '@/lib/security/content-security-policy';

function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );
}

describe('pageContentSecurityPolicy', () => {
  it('with a nonce, runs only scripts carrying it (and what they load) and the layout’s data saver mark, by its hash', () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: 'abc123' }));
    const markHash = `'sha256-${createHash('sha256').update(DATA_SAVER_MARK_SCRIPT).digest('base64')}'`;
    expect(policy.get('script-src')).toEqual(["'nonce-abc123'", markHash, "'strict-dynamic'"]);
  });

  it('with hashes (a stored page), runs this site’s script files and the inline scripts they name, never another inline one', () => {
    const policy = directives(pageContentSecurityPolicy({ scriptHashes: ["'sha256-a'", "'sha256-b'"] }));
    expect(policy.get('script-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
  });

  it('with neither (`next dev`, a preview rendered per request) allows this site’s scripts, inline ones too', () => {
    expect(directives(pageContentSecurityPolicy({})).get('script-src')).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it('closes framing, plugins, base and form targets, and limits connections to this site', () => {
    const policy = directives(pageContentSecurityPolicy({ nonce: 'n' }));
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('base-uri')).toEqual(["'self'"]);
    expect(policy.get('form-action')).toEqual(["'self'"]);
    expect(policy.get('connect-src')).toEqual(["'self'"]);
  });

  it('lets the Studio frame a draft preview and the preview talk to the project', () => {
    const policy = directives(
      pageContentSecurityPolicy({
        draft: { studioOrigin: 'https://helpa.sanity.studio', projectId: 'p1' },
        projectId: 'p1',
      }),
    );
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'https://helpa.sanity.studio']);
    expect(policy.get('connect-src')).toEqual(["'self'", 'https://p1.api.sanity.io', 'wss://p1.api.sanity.io']);
    expect(policy.get('img-src')).toContain('https://cdn.sanity.io');
  });

  it('with a project (live content on), lets every page listen to the project’s live event stream', () => {
    expect(directives(pageContentSecurityPolicy({ projectId: 'p1' })).get('connect-src')).toEqual([
      "'self'",
      'https://p1.api.sanity.io',
    ]);
  });

  describe('with SANITY_API_HOST (a Content Lake elsewhere)', () => {
    afterEach(() => {
      vi.unstubAllEnvs();
    });

    it('connects pages and previews to that host instead', () => {
      vi.stubEnv('SANITY_API_HOST', 'http://127.0.0.1:3801');
      expect(directives(pageContentSecurityPolicy({ projectId: 'p1' })).get('connect-src')).toEqual([
        "'self'",
        'http://127.0.0.1:3801',
      ]);
      const preview = pageContentSecurityPolicy({
        draft: { studioOrigin: 'https://helpa.sanity.studio', projectId: 'p1' },
        projectId: 'p1',
      });
      expect(directives(preview).get('connect-src')).toEqual([
        "'self'",
        'http://127.0.0.1:3801',
        'ws://127.0.0.1:3801',
      ]);
    });

    it('names that host even in a build without a project id, whose pages a server started with one then serves', () => {
      vi.stubEnv('SANITY_API_HOST', 'http://127.0.0.1:3801');
      expect(directives(pageContentSecurityPolicy({})).get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:3801']);
    });
  });
});
