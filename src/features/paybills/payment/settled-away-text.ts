import { formatNaira } from '@/lib/money';
import { recipientText } from './purchase-recipient';
import type { SettledAway } from './settle-open-payments';
import { PAYBILLS_TEXT } from '../strings';

/** What the payer is told of a payment settled while they were away: `Your payment of N2,600.00 for meter 11111111111 went through while you were away.` */
export function settledAwayText({ outcome, receipt, payment }: SettledAway): string {
  return PAYBILLS_TEXT.settledAway[outcome](
    formatNaira(payment?.totalAmount ?? receipt.total),
    recipientText(receipt.again),
  );
}
