import { createServer, request as forward } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from '@playwright/test';

type Paused = { url: string; release: () => void; close: () => Promise<void> };

/**
 * Stands between the browser and the site: `path`'s HTML goes out as the site sent it (its headers, the
 * policy among them) up to `cut` and the rest only once `release` is called, as a slow connection
 * delivers it; every other request passes through.
 */
async function servedPausedAt(site: string, path: string, cut: (html: string) => number): Promise<Paused> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  const server = createServer((asked, answer) => {
    if (asked.url === path) {
      void (async () => {
        const page = await fetch(new URL(path, site), { headers: { 'accept-encoding': 'identity' } });
        const html = await page.text();
        const headers = Object.fromEntries(
          [...page.headers].filter(([name]) => !/^(content-length|content-encoding|transfer-encoding)$/.test(name)),
        );
        answer.writeHead(page.status, headers);
        const at = cut(html);
        answer.write(html.slice(0, at));
        await released;
        answer.end(html.slice(at));
      })();
      return;
    }
    const upstream = forward(
      new URL(asked.url ?? '/', site),
      { method: asked.method, headers: asked.headers },
      (reply) => {
        answer.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(answer);
      },
    );
    asked.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    release,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

test('the first frame comes once the header is read whole and the main content begins, not after the whole page @phone', async ({
  page,
  baseURL,
}) => {
  const paused = await servedPausedAt(baseURL!, '/', (html) => html.indexOf('>', html.indexOf('<main')) + 1);
  try {
    // A frame runs the page's animation callbacks; one registered as the document starts tells when the first came.
    await page.addInitScript(() =>
      requestAnimationFrame(() => {
        const seen = window as unknown as { firstFrame?: { header: boolean; mainDone: boolean } };
        seen.firstFrame = {
          header: document.querySelector('header + main') !== null,
          mainDone: document.querySelector('main + footer') !== null,
        };
      }),
    );
    await page.goto(`${paused.url}/`, { waitUntil: 'commit' });
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { firstFrame?: unknown }).firstFrame ?? null))
      .toEqual({ header: true, mainDone: false });
    await expect(page.getByRole('banner')).toBeVisible();
    paused.release();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    paused.release();
    await paused.close();
  }
});
