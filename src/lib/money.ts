import { formatNumber } from './number-format';

/** Shown whole, never broken across lines. */
export function isNairaText(text: string): boolean {
  return /^-?N\d{1,3}(,\d{3})*(\.\d{2})?$/.test(text);
}

/** The spec's symbol `N`: bills with kobo (`N12,345.00`), plan prices in whole Naira (`N2,500`). */
export function formatNaira(amount: number, { kobo = true }: { kobo?: boolean } = {}): string {
  return `N${kobo ? formatNumber(amount, 2) : formatNumber(Math.round(amount))}`;
}
