import { groupThousands } from '@/lib/number-format';

const MAX_DIGITS = 9;

/** What the amount field shows while typing: digits only, leading zeros dropped, thousands grouped (`12a345` → `12,345`). */
export function formatAmountInput(raw: string): string {
  const digits = raw.replace(/\D/g, '').replace(/^0+/, '').slice(0, MAX_DIGITS);
  return groupThousands(digits);
}

/** The amount in Naira that a formatted field holds (0 when empty). */
export function amountValue(formatted: string): number {
  return Number(formatted.replace(/\D/g, '')) || 0;
}
