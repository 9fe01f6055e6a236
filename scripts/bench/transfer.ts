// What a first visit downloads on a phone: a new context (a cold cache) at 390x844, the page and everything it
// loads until the network is quiet, counted as sent (compressed, with headers: Chromium's encodedDataLength).
// Once as most visitors come, once with the data saver on (Save-Data on every request, and
// navigator.connection.saveData, as Chromium's data saver sets them).
import { chromium, type Browser } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../chromium-flags.ts';

export type Transfer = { kB: number; requests: number };
export type Visit = 'normal' | 'saveData';

async function firstVisit(browser: Browser, url: string, visit: Visit): Promise<Transfer> {
  const context = await browser.newContext({
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    extraHTTPHeaders: visit === 'saveData' ? { 'Save-Data': 'on' } : {},
  });
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    if (visit === 'saveData') await devtools.send('Emulation.setDataSaverOverride', { dataSaverEnabled: true });
    await devtools.send('Network.enable');
    let bytes = 0;
    let requests = 0;
    devtools.on('Network.loadingFinished', ({ encodedDataLength }) => {
      bytes += encodedDataLength;
      requests += 1;
    });
    await page.goto(url, { waitUntil: 'networkidle' });
    return { kB: bytes / 1024, requests };
  } finally {
    await context.close();
  }
}

/** Each page's first visits, `runs` times in each way, in rounds. */
export async function transferRounds(
  pages: { label: string; url: string }[],
  runs: number,
): Promise<Record<string, Record<Visit, Transfer[]>>> {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  const figures: Record<string, Record<Visit, Transfer[]>> = {};
  try {
    for (let round = 1; round <= runs; round += 1)
      for (const page of pages)
        for (const visit of ['normal', 'saveData'] as const) {
          console.log(`bench transfer round ${round}/${runs}: ${page.label} ${visit}`);
          (figures[page.label] ??= { normal: [], saveData: [] })[visit].push(
            await firstVisit(browser, page.url, visit),
          );
        }
  } finally {
    await browser.close();
  }
  return figures;
}
