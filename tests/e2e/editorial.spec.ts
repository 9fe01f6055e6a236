import { readFileSync, writeFileSync } from 'node:fs';
import { encodeSignatureHeader, SIGNATURE_HEADER_NAME } from '@sanity/webhook';
import { expect, test } from '@playwright/test';
import { E2E_REVALIDATE_SECRET } from '../../playwright.config';
import { expectPageReady } from './support/routes';
import { signedDelivery } from './support/webhook';

// The e2e server reads this copy of the seed (see playwright.config.ts).
const SEED_FILE = '.data/e2e/seed/data.ndjson';

async function signedWebhook(body: object) {
  const { body: data, headers } = await signedDelivery(body, E2E_REVALIDATE_SECRET);
  return { data, headers };
}

test.describe('publishing in embedded mode', () => {
  // These tests edit the one seed file the server reads: one at a time.
  test.describe.configure({ mode: 'serial' });

  test('an edited seed string shows on the page after the webhook, without a rebuild', async ({ page, request }) => {
    test.setTimeout(60_000);
    const marker = `Updated terms intro ${Date.now()}`;
    const original = readFileSync(SEED_FILE, 'utf8');
    const edited = original.replace('These terms govern your use of Helpa. Please read them carefully.', marker);
    expect(edited).not.toBe(original);
    try {
      writeFileSync(SEED_FILE, edited);
      const response = await request.post(
        '/api/revalidate',
        await signedWebhook({ _type: 'legalPage', _id: 'legalPage-terms' }),
      );
      expect(response.status()).toBe(200);
      await expect(async () => {
        await page.goto('/termsconditions');
        await expect(page.getByText(marker)).toBeVisible({ timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
    } finally {
      writeFileSync(SEED_FILE, original);
      await request.post('/api/revalidate', await signedWebhook({ _type: 'legalPage' }));
    }
  });

  test('marketing strings of the shell, a page heading and a button label come from their seed documents', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const stamp = Date.now();
    const edits = [
      ['"footerExploreHeading": "Explore"', `"footerExploreHeading": "Browse ${stamp}"`],
      ['"contactLabel": "Contact support"', `"contactLabel": "Ask us ${stamp}"`],
      ['"whyHeading": "Why people choose Helpa"', `"whyHeading": "Why ${stamp}"`],
    ] as const;
    const original = readFileSync(SEED_FILE, 'utf8');
    const edited = edits.reduce((text, [from, to]) => text.replace(from, to), original);
    for (const [, to] of edits) expect(edited).toContain(to);
    try {
      writeFileSync(SEED_FILE, edited);
      for (const type of ['siteChrome', 'aboutPage']) {
        expect((await request.post('/api/revalidate', await signedWebhook({ _type: type }))).status()).toBe(200);
      }
      await expect(async () => {
        await page.goto('/about');
        await expect(page.getByRole('contentinfo').getByRole('heading', { name: `Browse ${stamp}` })).toBeVisible({
          timeout: 1_000,
        });
        await expect(page.getByRole('heading', { name: `Why ${stamp}` })).toBeVisible({ timeout: 1_000 });
        await page.goto('/no-such-page');
        await expect(page.getByRole('link', { name: `Ask us ${stamp}` })).toHaveAttribute('href', '/contactus', {
          timeout: 1_000,
        });
      }).toPass({ timeout: 30_000 });
    } finally {
      writeFileSync(SEED_FILE, original);
      for (const type of ['siteChrome', 'aboutPage'])
        await request.post('/api/revalidate', await signedWebhook({ _type: type }));
    }
  });

  test('pay bills and contact, served from the cache, show a publish under a policy naming the new page’s scripts, twice in a row', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().includes('Content Security Policy'))
        violations.push(message.text());
    });
    const original = readFileSync(SEED_FILE, 'utf8');
    const policies = new Set<string>();
    try {
      for (const round of [1, 2]) {
        const stamp = `${Date.now()}-${round}`;
        const edited = original
          .replace(
            '"_type": "payBillsPage", "heading": "Pay bills"',
            `"_type": "payBillsPage", "heading": "Pay bills ${stamp}"`,
          )
          .replace(
            '"_type": "contactPage", "heading": "Contact Us"',
            `"_type": "contactPage", "heading": "Contact Us ${stamp}"`,
          );
        expect(edited).toContain(`Contact Us ${stamp}`);
        writeFileSync(SEED_FILE, edited);
        for (const type of ['payBillsPage', 'contactPage'])
          expect((await request.post('/api/revalidate', await signedWebhook({ _type: type }))).status()).toBe(200);
        for (const [path, heading] of [
          ['/paybills', `Pay bills ${stamp}`],
          ['/contactus', `Contact Us ${stamp}`],
        ] as const) {
          await expect(async () => {
            const response = await page.goto(path);
            await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({ timeout: 1_000 });
            // Still a stored page, whose policy changed with its scripts (the page's payload holds the heading).
            expect(response?.headers()['cache-control']).toMatch(/\bs-maxage=60\b/);
            policies.add(response?.headers()['content-security-policy'] ?? '');
          }).toPass({ timeout: 30_000 });
          await expectPageReady(page, path);
        }
      }
      expect(violations).toEqual([]);
      // Two pages, two publishes: a policy each (the first tries before the publish showed may add more).
      expect(policies.size).toBeGreaterThanOrEqual(4);
    } finally {
      writeFileSync(SEED_FILE, original);
      for (const type of ['payBillsPage', 'contactPage'])
        await request.post('/api/revalidate', await signedWebhook({ _type: type }));
    }
  });

  test('a store link set in the site settings turns its coming-soon badge into a link to the store', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const storeUrl = 'https://apps.apple.com/ng/app/helpa/id1234567890';
    const original = readFileSync(SEED_FILE, 'utf8');
    const edited = original.replace(
      '"_type": "siteSettings", ',
      `"_type": "siteSettings", "appStoreUrl": "${storeUrl}", `,
    );
    expect(edited).not.toBe(original);
    try {
      writeFileSync(SEED_FILE, edited);
      expect((await request.post('/api/revalidate', await signedWebhook({ _type: 'siteSettings' }))).status()).toBe(
        200,
      );
      await expect(async () => {
        await page.goto('/comingsoon');
        await expect(page.getByRole('link', { name: 'Download on the App Store' })).toHaveAttribute('href', storeUrl, {
          timeout: 1_000,
        });
      }).toPass({ timeout: 30_000 });
      // The other store still has no page: still no link.
      await expect(page.getByRole('link', { name: /Google Play/ })).toHaveCount(0);
    } finally {
      writeFileSync(SEED_FILE, original);
      await request.post('/api/revalidate', await signedWebhook({ _type: 'siteSettings' }));
    }
  });

  test('alternative text written in Studio reaches a role card and its dialog; "Why" icons stay decorative', async ({
    page,
    request,
  }) => {
    test.setTimeout(60_000);
    const alt = `A job owner handing over keys ${Date.now()}`;
    const original = readFileSync(SEED_FILE, 'utf8');
    const edited = original.replace('"alt": "Illustration of a Helpa job owner"', `"alt": "${alt}"`);
    expect(edited).not.toBe(original);
    try {
      writeFileSync(SEED_FILE, edited);
      expect(
        (
          await request.post('/api/revalidate', await signedWebhook({ _type: 'roleCard', _id: 'roleCard-job-owner' }))
        ).status(),
      ).toBe(200);
      await expect(async () => {
        await page.goto('/about');
        await expect(page.getByRole('main').getByRole('img', { name: alt })).toHaveCount(1, { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
      await page.getByRole('main').locator('button[aria-haspopup="dialog"]').first().click();
      await expect(page.getByRole('dialog').getByRole('img', { name: alt })).toBeVisible();
      await page.keyboard.press('Escape');
      const whyIcons = page.locator('section[aria-labelledby="why-heading"] img');
      await expect(whyIcons).toHaveCount(5);
      for (const icon of await whyIcons.all()) await expect(icon).toHaveAttribute('alt', '');
    } finally {
      writeFileSync(SEED_FILE, original);
      await request.post('/api/revalidate', await signedWebhook({ _type: 'roleCard' }));
    }
  });

  test('a figure an editor publishes on About shows with its source', async ({ page, request }) => {
    test.setTimeout(60_000);
    const figure = {
      _type: 'highlight',
      _key: 'e2e-figure',
      value: '1,204',
      label: 'givers verified',
      source: `Helpa verification records, ${Date.now()}`,
    };
    const original = readFileSync(SEED_FILE, 'utf8');
    const edited = original.replace('"highlights": []', `"highlights": [${JSON.stringify(figure)}]`);
    expect(edited).not.toBe(original);
    try {
      writeFileSync(SEED_FILE, edited);
      expect((await request.post('/api/revalidate', await signedWebhook({ _type: 'aboutPage' }))).status()).toBe(200);
      await expect(async () => {
        await page.goto('/about');
        const item = page.getByRole('list', { name: 'Helpa in numbers' }).getByRole('listitem');
        await expect(item).toHaveText(`${figure.value}${figure.label}${figure.source}`, { timeout: 1_000 });
      }).toPass({ timeout: 30_000 });
    } finally {
      writeFileSync(SEED_FILE, original);
      await request.post('/api/revalidate', await signedWebhook({ _type: 'aboutPage' }));
    }
  });

  test('the webhook applies a delivery once: sent again, as a retry or a captured request, it gets 409', async ({
    request,
  }) => {
    const delivery = await signedWebhook({ _type: 'comingSoonPage', _id: 'comingSoonPage' });
    expect((await request.post('/api/revalidate', delivery)).status()).toBe(200);
    for (const headers of [delivery.headers, { ...delivery.headers, 'idempotency-key': 'another-key' }]) {
      const replay = await request.post('/api/revalidate', { data: delivery.data, headers });
      expect(replay.status()).toBe(409);
      expect(await replay.json()).toMatchObject({ error: { code: 'already_applied' } });
    }
  });

  test('the webhook refuses a bad signature with 401', async ({ request }) => {
    const response = await request.post('/api/revalidate', {
      data: JSON.stringify({ _type: 'legalPage' }),
      headers: {
        'content-type': 'application/json',
        [SIGNATURE_HEADER_NAME]: await encodeSignatureHeader('{}', Date.now(), 'wrong'),
      },
    });
    expect(response.status()).toBe(401);
  });
});

test.describe('draft mode', () => {
  test('cannot be enabled without a Sanity project: 404 with a clear JSON message, and no preview cookie', async ({
    request,
  }) => {
    const response = await request.get('/api/draft-mode/enable?sanity-preview-secret=guess&sanity-preview-pathname=/', {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(404);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /Draft mode needs NEXT_PUBLIC_SANITY_PROJECT_ID/,
    );
    expect(response.headers()['set-cookie'] ?? '').not.toMatch(/__prerender_bypass|helpa-draft-preview=1/);
  });

  test('disable clears the preview cookie and returns to the page', async ({ request }) => {
    const response = await request.get('/api/draft-mode/disable?redirect=/pricing', { maxRedirects: 0 });
    expect(response.status()).toBe(307);
    expect(response.headers()['location']).toMatch(/\/pricing$/);
    expect(response.headers()['set-cookie']).toMatch(/__prerender_bypass=;/);
    // And the cookie that gives a preview its policy (src/lib/security/draft-preview-cookie.ts).
    expect(response.headers()['set-cookie']).toMatch(/helpa-draft-preview=;/);
  });

  test('published pages carry no stega characters and no editing overlay', async ({ page }) => {
    await page.goto('/');
    const html = await page.content();
    expect(html).not.toMatch(/[\u200B-\u200D\uFEFF]{2,}/);
    await expect(page.getByRole('link', { name: 'Leave preview' })).toHaveCount(0);
  });
});
