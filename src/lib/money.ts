import { formatNumber } from './number-format';

/** The currency symbol the spec uses for Naira on every page. */
const NAIRA_SYMBOL = 'N';

/** Whether `text` is an amount as formatNaira writes it (`N2,100.00`, `N500`): shown whole, never broken across lines. */
export function isNairaText(text: string): boolean {
  return /^-?N\d{1,3}(,\d{3})*(\.\d{2})?$/.test(text);
}

/** Naira as the site shows it: bills with kobo (`N12,345.00`), plan prices in whole Naira (`N2,500`). */
export function formatNaira(amount: number, { kobo = true }: { kobo?: boolean } = {}): string {
  return `${NAIRA_SYMBOL}${kobo ? formatNumber(amount, 2) : formatNumber(Math.round(amount))}`;
}
