import { expect, test } from '@playwright/test';
import { PROBES, tapAfterPaint, TAP_DELAY_MS } from '../../scripts/bench/tap-after-paint.ts';

// A cheap Android phone on a slow network: 390x844, touch, 4x CPU slowdown, 400 kbps, 400 ms round trips; a first visit with a cold cache.
// Each control is tapped once, 100 ms after it is painted, long before the page's scripts have arrived (they take
// seconds at 400 kbps): it must answer that tap, by itself. A control that waited for React would lose it for good.
// How soon, measured against the bare page, is `npm run bench`'s `controls` section (docs/benchmarks.md).

/** Far below the seconds the page's scripts take to arrive and run, far above a busy machine's delay for a native answer. */
const ANSWERED_WITHIN_MS = 2_000;

test.describe('on a slow phone, a tap made 100 ms after a control is painted is answered', () => {
  test.describe.configure({ timeout: 90_000 });

  for (const [name, probe] of Object.entries({
    menu: PROBES.menu,
    disclosure: PROBES.disclosure,
    tab: PROBES.tab,
    'role card': PROBES.roleCard,
    'pricing period': PROBES.pricingPeriod,
  })) {
    test(`the ${name} on ${probe.route}`, async ({ browser, baseURL }) => {
      const marks = await tapAfterPaint(browser, `${baseURL}${probe.route}`, probe, { timeoutMs: 60_000 });
      expect(marks.painted, 'painted').not.toBeNull();
      expect(marks.taps, 'one tap').toHaveLength(1);
      expect(marks.taps[0]! - marks.painted!).toBeGreaterThanOrEqual(TAP_DELAY_MS - 20);
      expect(marks.answered, 'the tap was answered').not.toBeNull();
      expect(marks.answered! - marks.taps[0]!).toBeLessThan(ANSWERED_WITHIN_MS);
      test.info().annotations.push({
        type: 'answered',
        description: `painted ${Math.round(marks.painted! - marks.fcp!)} ms after the first paint, answered ${Math.round(marks.answered! - marks.taps[0]!)} ms after the tap`,
      });
    });
  }
});
