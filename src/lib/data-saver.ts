type NavigatorWithConnection = Navigator & { connection?: { saveData?: boolean } };

export function asksForLessData(): boolean {
  if (typeof window === 'undefined') return false;
  return (
    (navigator as NavigatorWithConnection).connection?.saveData === true ||
    window.matchMedia('(prefers-reduced-data: reduce)').matches
  );
}

/** Run in the head before the body is parsed, so nothing below the first view is fetched before the CSS knows; every page stays the same for every visitor. */
export const DATA_SAVER_MARK_SCRIPT = `if((navigator.connection||{}).saveData||matchMedia('(prefers-reduced-data: reduce)').matches)document.documentElement.setAttribute('data-saves-data','')`;
