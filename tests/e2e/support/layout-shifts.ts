import type { Page } from '@playwright/test';

type Shift = { at: number; value: number };
type ShiftRecorder = {
  layoutShifts: Shift[];
  layoutShiftObserver: PerformanceObserver;
  keepLayoutShifts: (entries: PerformanceEntryList) => void;
};

/** Records every layout shift the page reports from its start; call before `goto`. */
export async function recordLayoutShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const recorder = window as unknown as ShiftRecorder;
    recorder.layoutShifts = [];
    recorder.keepLayoutShifts = (entries) => {
      for (const entry of entries)
        recorder.layoutShifts.push({
          at: entry.startTime,
          value: (entry as PerformanceEntry & { value: number }).value,
        });
    };
    recorder.layoutShiftObserver = new PerformanceObserver((list) => recorder.keepLayoutShifts(list.getEntries()));
    recorder.layoutShiftObserver.observe({ type: 'layout-shift', buffered: true });
  });
}

/** The page's time once its web font is in (whose arrival may reflow text on its own): shifts after it are the page's doing. */
export function nowWithFontsIn(page: Page): Promise<number> {
  return page.evaluate(async () => {
    await document.fonts.ready;
    return performance.now();
  });
}

/** The shifts at or after `since` (the page's clock), once the frames already due are drawn and their shifts reported. */
export async function layoutShiftsSince(page: Page, since: number): Promise<Shift[]> {
  const shifts = await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const recorder = window as unknown as ShiftRecorder;
    recorder.keepLayoutShifts(recorder.layoutShiftObserver.takeRecords());
    return recorder.layoutShifts;
  });
  return shifts.filter((shift) => shift.at >= since);
}
