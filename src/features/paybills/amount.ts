import { PAYBILLS_TEXT } from './strings';

const MAX_DIGITS = 9;
const grouping = new Intl.NumberFormat('en-US');
const currency = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** What the amount field shows while typing: digits only, leading zeros dropped, thousands grouped (`12a345` → `12,345`). */
export function formatAmountInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return digits ? grouping.format(Number(digits)) : '';
}

/** The amount in Naira that a formatted field holds (0 when empty). */
export function amountValue(formatted: string): number {
  return Number(formatted.replace(/\D/g, '')) || 0;
}

/** Naira with the spec's symbol: `N12,345.00`. */
export function formatNaira(amount: number): string {
  return `${PAYBILLS_TEXT.currencySymbol}${currency.format(amount)}`;
}
