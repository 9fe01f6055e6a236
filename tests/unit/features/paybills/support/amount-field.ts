import { numericFormatter } from 'react-number-format';
import { AMOUNT_FORMAT } from '@/features/paybills/services/amount-format';

/** What the pay-bills amount field (NumericFormat with AMOUNT_FORMAT) shows for what a payer typed, pasted or kept in a draft. */
export function formatAmountField(typed: string): string {
  return numericFormatter(typed.replace(/,/g, ''), AMOUNT_FORMAT);
}
