// @ts-check
// How soon each control of a page answers a tap on a slow phone (tap-after-paint.ts): per route, a tap 100 ms after
// the control is painted, again every 250 ms until one is answered, on a first visit with a cold cache. The figure is
// ms from the control's paint (for one in the first view, the page's first paint) to the answer, the bench's own
// lateness in making the first tap taken out. The bare page's control is a React button, which answers once hydrated.
import { chromium } from '@playwright/test';
import { CHROMIUM_FLAGS } from '../chromium-flags.ts';
import { PROBES, tapAfterPaint, TAP_DELAY_MS } from './tap-after-paint.ts';

const RETAP_MS = 250;
/** The controls probed on each route: the shell's menu everywhere, then the route's own (none on pay bills, contact, coming soon and terms beyond it). @param {string} route */
export function probesFor(route) {
  const own = Object.entries(PROBES).filter(
    ([name, probe]) => probe.route === route && name !== 'menu' && name !== 'bareControl',
  );
  return [['menu', PROBES.menu], ...own].map(([name, probe]) => ({
    name: String(name),
    probe: /** @type {{ control: string, answered: string }} */ (probe),
  }));
}

/**
 * Every route's probes and the bare page's, `runs` times each, in rounds so a busy moment falls on all alike.
 * @param {{ label: string, url: string }[]} pages the site's routes, then the bare page (`bare /`)
 * @param {number} runs
 * @returns {Promise<Record<string, Record<string, number[]>>>} per page label, per control: ms from its paint to the answered tap (NaN: never answered)
 */
export async function controlRounds(pages, runs) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: CHROMIUM_FLAGS,
  });
  /** @type {Record<string, Record<string, number[]>>} */
  const figures = {};
  try {
    for (let round = 1; round <= runs; round += 1) {
      for (const page of pages) {
        const probes = page.label.startsWith('bare ')
          ? [{ name: 'bareControl', probe: PROBES.bareControl }]
          : probesFor(page.label);
        for (const { name, probe } of probes) {
          console.log(`bench controls round ${round}/${runs}: ${page.label} ${name}`);
          const marks = await tapAfterPaint(browser, page.url, probe, { retapMs: RETAP_MS, timeoutMs: 30_000 }).catch(
            () => null,
          );
          const first = marks?.taps[0];
          const late =
            marks?.painted != null && first !== undefined ? Math.max(0, first - marks.painted - TAP_DELAY_MS) : 0;
          const ms = marks?.answered != null && marks.painted != null ? marks.answered - marks.painted - late : NaN;
          ((figures[page.label] ??= {})[name] ??= []).push(Math.round(ms));
        }
      }
    }
  } finally {
    await browser.close();
  }
  return figures;
}
