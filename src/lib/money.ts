import { formatNumber } from './number-format';

/** The currency symbol the spec uses for Naira on every page. */
const NAIRA_SYMBOL = 'N';

/**
 * Naira as the site shows it: bills with kobo (`N12,345.00`), plan prices in whole Naira (`N2,500`).
 */
export function formatNaira(amount: number, { kobo = true }: { kobo?: boolean } = {}): string {
  return `${NAIRA_SYMBOL}${kobo ? formatNumber(amount, 2) : formatNumber(Math.round(amount))}`;
}
