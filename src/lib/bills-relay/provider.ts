import type { BillsCall } from './calls';

/**
 * Where the site's bills calls are answered, one adapter per outside system (as vercel/commerce keeps
 * one per store): the relay to the bills API at BILLS_API_URL, or the built-in sandbox in this
 * process. Either answers in the contract's shape: `{ payload }`, or a 4xx/5xx JSON error.
 */
export interface BillsProvider {
  answer(call: BillsCall, request: Request): Promise<Response>;
}
