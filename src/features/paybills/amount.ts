import { readNairaAmount } from '@/lib/bills-api/customer-input';
import { groupThousands } from '@/lib/number-format';

/**
 * What the amount field shows while typing: a payable amount with its thousands grouped
 * (`12345` → `12,345`), anything else exactly as typed, so the payer sees what the message is about.
 */
export function formatAmountInput(raw: string): string {
  const reading = readNairaAmount(raw);
  return reading.problem ? raw : groupThousands(reading.digits);
}
