import { expect, test } from '@playwright/test';
import { ROUTES } from './support/routes';

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const route of ROUTES) {
    test(`${route.path} does not scroll sideways`, async ({ page }) => {
      await page.goto(route.path);
      await page.waitForLoadState('networkidle');
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }
});

test('a wrapped table-of-contents entry keeps its number beside its first line', async ({ page }) => {
  // In the 1280 px sidebar, "3. Task posters and providers" takes two lines.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto('/termsconditions');
  const entries = page.getByRole('navigation', { name: 'On this page' }).getByRole('listitem');
  const positions = await entries.evaluateAll((items) =>
    items.map((item) => {
      const range = document.createRange();
      range.selectNodeContents(item.querySelector('a')!);
      const lines = Array.from(range.getClientRects());
      return {
        lines: new Set(lines.map((rect) => Math.round(rect.top))).size,
        numberBottom: item.querySelector('span')!.getBoundingClientRect().bottom,
        firstLineBottom: lines[0]!.bottom,
      };
    }),
  );
  const wrapped = positions.filter((entry) => entry.lines > 1);
  expect(wrapped.length).toBeGreaterThan(0);
  for (const entry of wrapped) expect(Math.abs(entry.numberBottom - entry.firstLineBottom)).toBeLessThan(4);
});
