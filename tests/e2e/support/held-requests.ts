import type { Page } from '@playwright/test';

/** Holds every request to `url` on its way until the returned function is called; then each goes on as it would have (to the test's other handlers, else the server). */
export async function holdRequests(page: Page, url: string | RegExp): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}
