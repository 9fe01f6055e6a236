import { expect, test } from '@playwright/test';
import { observatoryScore } from '../../scripts/security/observatory-score.mjs';
import { startNextInstance, type NextInstance } from '../fixtures/next-instance';
import { ROUTES } from './support/routes';

const NONCE_PAGES = ['/paybills', '/contactus'];

test.describe('headers, as a browser sees them behind the TLS front', () => {
  // One proxy hop in front (as in production), which tells the site the visitor came over HTTPS.
  let instance: NextInstance;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    instance = await startNextInstance('https-front', { TRUSTED_PROXY_HOPS: '1' });
  });
  test.afterAll(async () => {
    await instance.stop();
  });
  const viaHttps = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.10' };

  for (const { path } of ROUTES) {
    const nonce = NONCE_PAGES.includes(path);
    test(`${path} scores ${nonce ? '>= 100 (nonce CSP)' : '>= 80, losing points only for inline scripts'}`, async () => {
      const response = await fetch(`${instance.url}${path}`, { headers: viaHttps });
      expect(response.status).toBe(200);
      const { score, tests } = observatoryScore(response.headers, await response.text());
      expect(response.headers.get('strict-transport-security')).toBe('max-age=63072000; includeSubDomains');
      expect(response.headers.get('cross-origin-opener-policy')).toBe('same-origin');
      expect(response.headers.get('cross-origin-resource-policy')).toBe('same-site');
      const deductions = tests.filter((result) => result.modifier < 0).map((result) => result.result);
      if (nonce) {
        expect(score).toBeGreaterThanOrEqual(100);
        expect(deductions).toEqual([]);
      } else {
        expect(score).toBeGreaterThanOrEqual(80);
        expect(deductions).toEqual(['csp-implemented-with-unsafe-inline']);
      }
    });
  }

  test('the sandbox’s answers score >= 100: Secure, SameSite cookies with a lifetime, the browser id HttpOnly', async () => {
    const response = await fetch(`${instance.url}/api/sandbox/UtilitiesBills`, { headers: viaHttps });
    const cookies = response.headers.getSetCookie();
    expect(cookies).toEqual([expect.stringMatching(/^helpa-browser=.+; Max-Age=\d+; HttpOnly; Secure$/), expect.stringMatching(/^XSRF-TOKEN=.+; Max-Age=\d+; Secure$/)]);
    expect(observatoryScore(response.headers).score).toBeGreaterThanOrEqual(100);
  });
});

test.describe('the policy in the browser', () => {
  test('pay bills and contact carry a new nonce on every request, on every script', async ({ request }) => {
    for (const path of NONCE_PAGES) {
      const nonces = [];
      for (let i = 0; i < 2; i += 1) {
        const response = await request.get(path);
        const policy = response.headers()['content-security-policy'] ?? '';
        const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
        expect(policy).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        const html = await response.text();
        const scripts = [...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]).filter((tag) => !tag.includes('application/ld+json'));
        expect(scripts.length).toBeGreaterThan(0);
        for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
        nonces.push(nonce);
      }
      expect(nonces[0]).not.toBe(nonces[1]);
    }
  });

  for (const { path } of ROUTES) {
    test(`${path} runs with no policy violation`, async ({ page }) => {
      await page.addInitScript(() => {
        const seen: string[] = [];
        (window as unknown as { violations: string[] }).violations = seen;
        document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective} ${event.blockedURI}`));
      });
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      // Hydrated: the page reacts (pay bills lists its services from the API).
      if (path === '/paybills') await expect(page.getByRole('tab').first()).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { violations: string[] }).violations)).toEqual([]);
    });
  }
});

test('a page carries exactly one policy, whichever part of the server sets it (next.config.js or the proxy)', async () => {
  // Static pages get theirs from next.config.js; the proxy sets it on the nonce pages, on /?q= and for a
  // request with the draft-mode cookie (without a Sanity project that is the static page's policy).
  const requests: Array<[string, Record<string, string>]> = [
    ['/policy', {}],
    ['/paybills', {}],
    ['/?q=electricity', {}],
    ['/about', { cookie: '__prerender_bypass=1' }],
    ['/api/bills/UtilitiesBills', {}],
  ];
  for (const [path, headers] of requests) {
    const response = await fetch(new URL(path, test.info().project.use.baseURL), { headers });
    const policies = response.headers.get('content-security-policy') ?? '';
    expect(policies, path).not.toBe('');
    expect(policies.split(',').length, path).toBe(1);
  }
});

test.describe('redirects stay on this site', () => {
  for (const target of ['/%5Cevil.example', '/%09/evil.example', '/%0a/evil.example', '/%0d/evil.example', '/%5C/evil.example', '//evil.example', 'https://evil.example']) {
    test(`leaving draft mode with redirect=${target} goes home`, async ({ request }) => {
      const response = await request.get(`/api/draft-mode/disable?redirect=${target}`, { maxRedirects: 0 });
      expect(response.status()).toBe(307);
      expect(response.headers().location).toBe('/');
    });
  }

  test('leaving draft mode returns to the page the editor was on', async ({ request }) => {
    const response = await request.get('/api/draft-mode/disable?redirect=/pricing%3Fperiod%3Dyearly', { maxRedirects: 0 });
    expect(response.headers().location).toBe('/pricing?period=yearly');
  });

  test('the contact form without JavaScript comes back to a relative address, whatever Host says', async ({ request }) => {
    const response = await request.post('/api/contact', {
      form: { name: 'Ada', email: 'not-an-email', phone: '', message: '' },
      headers: { host: 'evil.example' },
      maxRedirects: 0,
    });
    expect(response.status()).toBe(303);
    expect(response.headers().location).toBe('/contactus/error');
  });
});

test.describe('the price of the nonce is paid only where it is set', () => {
  for (const { path } of ROUTES) {
    const nonce = NONCE_PAGES.includes(path);
    test(nonce ? `${path} is rendered per request, never cached, with a nonce` : `${path} stays in the ISR cache (s-maxage), without a nonce`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const cacheControl = response.headers()['cache-control'] ?? '';
      const policy = response.headers()['content-security-policy'] ?? '';
      if (nonce) {
        expect(cacheControl).not.toContain('s-maxage');
        expect(cacheControl).toContain('no-store');
        expect(policy).toMatch(/'nonce-[^']+'/);
      } else {
        expect(cacheControl).toMatch(/\bs-maxage=60\b/);
        expect(policy).not.toContain("'nonce-");
      }
    });
  }
});
