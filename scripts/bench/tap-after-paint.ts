// A tap on a control a moment after it is painted, on a cheap phone on a slow network, first visit, cold cache: does the
// control answer, and when? Used by the bench's `controls` section and by tests/e2e/first-paint-controls.spec.ts.
import type { Browser } from '@playwright/test';

/** A cheap Android phone on a slow network: 390x844, touch, 4x CPU slowdown, 400 kbps each way, 400 ms round trips. */
export const SLOW_PHONE = {
  viewport: { width: 390, height: 844 },
  deviceScaleFactor: 2.625,
  isMobile: true,
  hasTouch: true,
};
const NETWORK = { offline: false, latency: 400, downloadThroughput: 400_000 / 8, uploadThroughput: 400_000 / 8 };
const CPU_SLOWDOWN = 4;

/** A visitor's tap a moment after the control is painted, and again every `retapMs` until it answers (the bench; a test taps once). */
export const TAP_DELAY_MS = 100;

export type Probe = { route: string; control: string; answered: string };
/** Times on the page's clock (ms from the navigation's start). */
export type TapMarks = { fcp: number | null; painted: number | null; taps: number[]; answered: number | null };
type Point = { x: number; y: number; at: number };
/** What the page and the bench hand each other on `window`. */
type TapWindow = { __tapAfterPaint: TapMarks; __tapAfterPaintTell: (what: string, at: Point | null) => Promise<void> };

/**
 * What a tap is for on each route: the control (a CSS selector, tapped at its centre) and what shows that it answered
 * (a selector that then matches a visible element). One per kind of control of the shell and the marketing pages.
 */
export const PROBES = {
  menu: { route: '/', control: 'header button[aria-haspopup="dialog"]', answered: 'dialog#mobile-menu[open]' },
  disclosure: {
    route: '/',
    control: 'details:has(#platform-platformCard-marketplace) > summary',
    answered: 'details[open]:has(#platform-platformCard-marketplace) > div',
  },
  tab: { route: '/', control: 'a[href="#what-is-category-logistics"]', answered: '#what-is-category-logistics' },
  roleCard: {
    route: '/about',
    control: 'button[aria-describedby="role-roleCard-carehub-desc"]',
    answered: 'dialog#role-dialog-roleCard-carehub[open]',
  },
  pricingPeriod: {
    route: '/pricing',
    control: 'label:has(> input[value="annually"])',
    answered: 'label:has(> input[value="annually"]:checked)',
  },
  faq: {
    route: '/about',
    control: 'details:has(#faq-how-to-get-paid) > summary',
    answered: 'details[open]:has(#faq-how-to-get-paid) > div',
  },
  howItWorksTab: { route: '/about', control: 'a[href="#how-giver"]', answered: '#how-giver' },
  legalContents: { route: '/policy', control: 'nav a[href="#contact"]', answered: '#contact:target' },
  bareControl: { route: '/', control: '#bare-control', answered: '#bare-control-answer' },
} satisfies Record<string, Probe>;

/**
 * Runs in the page from before its first byte is parsed, once a frame: scrolls the control into view as soon as it is
 * there (the visitor scrolling to it), and records the first contentful paint, when the control is painted in view (the
 * later of that paint and the first frame showing it; told to the bench at once, with where to tap), each tap, and the
 * first frame in which the answer shows (all on the page's clock, ms).
 */
function recordMarks({ control, answered }: { control: string; answered: string }) {
  const marks: TapMarks = { fcp: null, painted: null, taps: [], answered: null };
  Object.defineProperty(window, '__tapAfterPaint', { value: marks });
  const tell = (window as unknown as TapWindow).__tapAfterPaintTell;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) if (entry.name === 'first-contentful-paint') marks.fcp = entry.startTime;
  }).observe({ type: 'paint', buffered: true });
  addEventListener('pointerdown', (event) => marks.taps.push(event.timeStamp), { capture: true });
  const shown = (element: Element | null) =>
    element !== null && element.checkVisibility() && element.getBoundingClientRect().height > 0;
  /** The first frame in which the control showed in view (before the first contentful paint, it was not yet painted). */
  let inViewAt: number | null = null;
  const frame = (now: number) => {
    const target = document.querySelector(control);
    const box = target?.getBoundingClientRect();
    const inView = target && box && shown(target) && box.top >= 0 && box.bottom <= innerHeight;
    // The visitor scrolls to it as soon as it is there, and again if the page moves it away before it is painted.
    if (target && !inView && marks.painted === null) target.scrollIntoView({ block: 'center', behavior: 'instant' });
    if (inView && inViewAt === null) inViewAt = now;
    if (marks.painted === null && inViewAt !== null && marks.fcp !== null && box) {
      marks.painted = Math.max(marks.fcp, inViewAt);
      void tell('painted', {
        x: box.x + box.width / 2,
        y: box.y + box.height / 2,
        at: performance.timeOrigin + marks.painted,
      });
    }
    if (marks.answered === null && marks.taps.length > 0 && shown(document.querySelector(answered))) {
      marks.answered = now;
      void tell('answered', null);
    }
    if (marks.answered === null) requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Opens `url` in a new context of `browser` (cold cache) as the slow phone, taps the control `TAP_DELAY_MS` after it
 * was painted (the page tells through a binding, which reaches the bench however busy the page is), again every
 * `retapMs` (when given) until it answers, and gives the marks. `answered` is null when no tap was answered within
 * `timeoutMs` of the start.
 */
export async function tapAfterPaint(
  browser: Browser,
  url: string,
  probe: { control: string; answered: string },
  { retapMs, timeoutMs = 20_000 }: { retapMs?: number; timeoutMs?: number } = {},
): Promise<TapMarks> {
  const context = await browser.newContext(SLOW_PHONE);
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    let onPainted: (at: Point) => void = () => undefined;
    let onAnswered: () => void = () => undefined;
    const painted = new Promise<Point>((resolve) => (onPainted = resolve));
    const answered = new Promise<boolean>((resolve) => (onAnswered = () => resolve(true)));
    await page.exposeFunction('__tapAfterPaintTell', (what: string, at: Point) =>
      what === 'painted' ? onPainted(at) : onAnswered(),
    );
    await page.addInitScript(recordMarks, probe);
    const deadline = Date.now() + timeoutMs;
    const expired = (ms: number) => pause(Math.max(0, Math.min(ms, deadline - Date.now()))).then(() => false as const);
    await page.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const at = await Promise.race([painted, expired(timeoutMs)]);
    if (at) {
      // `TAP_DELAY_MS` after the paint on the page's clock (the same system clock), or at once if that moment has passed.
      await pause(at.at + TAP_DELAY_MS - Date.now());
      do {
        await page.touchscreen.tap(at.x, at.y);
      } while (!(await Promise.race([answered, expired(retapMs ?? timeoutMs)])) && retapMs && Date.now() < deadline);
    }
    return await page.evaluate(() => (window as unknown as TapWindow).__tapAfterPaint);
  } finally {
    await context.close();
  }
}
