/** The currency symbol the spec uses for Naira on every page. */
const NAIRA_SYMBOL = 'N';

const withKobo = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const wholeNaira = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });

/**
 * Naira as the site shows it: bills with kobo (`N12,345.00`), plan prices in whole Naira (`N2,500`).
 */
export function formatNaira(amount: number, { kobo = true }: { kobo?: boolean } = {}): string {
  return `${NAIRA_SYMBOL}${kobo ? withKobo.format(amount) : wholeNaira.format(Math.round(amount))}`;
}
