import { formatNaira } from '@/lib/money';
import { recipientText } from './purchase-recipient';
import type { SettledAway } from './settle-open-payments';
import { PAYBILLS_TEXT } from '../strings';

export function settledAwayText({ outcome, receipt, payment }: SettledAway): string {
  return PAYBILLS_TEXT.settledAway[outcome](
    formatNaira(payment?.totalAmount ?? receipt.total),
    recipientText(receipt.again),
  );
}
