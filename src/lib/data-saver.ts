type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

/**
 * Whether the visitor asked the browser for less data: Chromium's data saver (`navigator.connection.saveData`,
 * the same switch that sends `Save-Data: on`) or the `prefers-reduced-data` preference where a browser has it.
 */
export function asksForLessData(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    (navigator as NavigatorWithConnection).connection?.saveData === true ||
    window.matchMedia('(prefers-reduced-data: reduce)').matches
  );
}

/** The attribute `<html>` carries for a visitor who asked for less data; globals.css leaves out what costs data. */
export const SAVES_DATA_ATTRIBUTE = 'data-saves-data';

/**
 * `asksForLessData` as the inline script the layout puts in the page's head, run before the body is parsed, so
 * nothing below the first view is fetched before the CSS knows. Every page is the same for every visitor (one copy in
 * each cache) and the browser decides. Its hash is in every page's policy: found in a stored page's HTML, or named by
 * the per-request policy (src/lib/security/content-security-policy.ts).
 */
export const DATA_SAVER_MARK_SCRIPT = `if((navigator.connection||{}).saveData||matchMedia('(prefers-reduced-data: reduce)').matches)document.documentElement.setAttribute('${SAVES_DATA_ATTRIBUTE}','')`;
