import { BILLS_FAILURE_MESSAGES, METER_NOT_FOUND_MESSAGE } from '@/lib/bills/messages';
import { PRICE_CHANGED } from '@/lib/bills/site';
import type { BillsCallName } from '../calls';

/** The contract's sentence for a refusal, else plain words: the upstream's message may carry markup or a host name, so it goes to the log only. */
export function refusalMessage(call: BillsCallName, status: number, code: string): string {
  if (status === 404 && call === 'verifyMerchant') return METER_NOT_FOUND_MESSAGE;
  if (status === 404 && call === 'requery') return 'No payment with this request id.';
  if (status === 409 && call === 'pay' && code === PRICE_CHANGED)
    return 'The price has changed since it was shown to you. Nothing was charged; check the new total and pay again.';
  if (status === 409 && call === 'pay')
    return 'The price or details of this payment have changed. Please check the summary and try again.';
  if (status === 429) return 'Too many requests. Please try again in a moment.';
  if (status === 401 || status === 403) return 'This page could not be confirmed. Please reload it and try again.';
  return BILLS_FAILURE_MESSAGES.refused;
}
