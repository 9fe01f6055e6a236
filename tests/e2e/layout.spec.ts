import { expect, test } from '@playwright/test';
import { expectPageReady, ROUTES } from './support/routes';

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const route of ROUTES) {
    test(`${route.path} does not scroll sideways`, async ({ page }) => {
      await page.goto(route.path);
      await expectPageReady(page, route.path);
      const { scrollWidth, clientWidth } = await page.evaluate(() => ({
        scrollWidth: document.documentElement.scrollWidth,
        clientWidth: document.documentElement.clientWidth,
      }));
      expect(scrollWidth).toBeLessThanOrEqual(clientWidth);
    });
  }
});

for (const path of ['/termsconditions', '/policy']) {
  test(`${path}: each table-of-contents number sits beside the first line of its entry, at 1280, 390 and 320 px`, async ({
    page,
  }) => {
    let wrappedEntries = 0;
    for (const width of [1280, 390, 320]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto(path);
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
      expect(positions.length).toBeGreaterThan(0);
      wrappedEntries += positions.filter((entry) => entry.lines > 1).length;
      for (const entry of positions)
        expect(Math.abs(entry.numberBottom - entry.firstLineBottom), `${width} px`).toBeLessThan(4);
    }
    // Long titles do wrap somewhere (in the 1280 px sidebar, "3. Task posters and providers" takes two lines).
    if (path === '/termsconditions') expect(wrappedEntries).toBeGreaterThan(0);
  });
}
