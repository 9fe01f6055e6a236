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
