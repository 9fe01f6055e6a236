import { withReceiptEmails } from '@/features/paybills/receipt-email/bills-exchange';
import { billsCallFor, CALL_METHODS } from '@/lib/bills-relay/calls';
import { recordPayment } from '@/lib/bills-relay/payment-outcome';
import { jsonError } from '@/lib/http/json-error';
import { methodNotAllowed, otherMethods } from '@/lib/http/methods';
import { billsProvider } from './bills-provider';

type Context = { params: Promise<{ path: string[] }> };

/** The browser's one address for the bills API: relayed to BILLS_API_URL as set when the request comes, else the built-in sandbox; a delivered payment's receipt is emailed on the way. */
async function answer(request: Request, { params }: Context): Promise<Response> {
  const call = billsCallFor((await params).path);
  if (!call) return jsonError(404, 'not_found', 'There is no such bills API call.');
  const method = CALL_METHODS[call.name];
  if ((request.method === 'HEAD' ? 'GET' : request.method) !== method) return methodNotAllowed([method]);
  const provider = billsProvider();
  return recordPayment(call, request, (counted) => withReceiptEmails(call, counted, (forwarded) => provider.answer(call, forwarded)));
}

export const GET = answer;
export const POST = answer;
export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
