import type { BillsCall } from './calls';

/** One adapter per outside system (as vercel/commerce does): the relay to BILLS_API_URL or the built-in sandbox, both in the contract's shape. */
export interface BillsProvider {
  answer(call: BillsCall, request: Request): Promise<Response>;
}
