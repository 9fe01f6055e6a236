import { receiptEmailWatcher } from '@/features/paybills/receipt-email/bills-exchange';
import { billsCallFor, CALL_METHODS } from '@/lib/bills/calls';
import { watchPayments } from '@/lib/bills/payment-watch';
import { jsonError } from '@/lib/http/json-error';
import { methodNotAllowed, otherMethods } from '@/lib/http/methods';
import { billsEndpoint } from '@/lib/bills/server';

type Context = { params: Promise<{ path: string[] }> };

/** The browser's one address for the bills API: relayed to BILLS_API_URL as set when the request comes, else the built-in sandbox; a delivered payment's receipt is emailed on the way. */
async function answer(request: Request, { params }: Context): Promise<Response> {
  const call = billsCallFor((await params).path);
  if (!call) return jsonError(404, 'not_found', 'There is no such bills API call.');
  const method = CALL_METHODS[call.name];
  if ((request.method === 'HEAD' ? 'GET' : request.method) !== method) return methodNotAllowed([method]);
  const endpoint = billsEndpoint();
  return watchPayments(call, request, (forwarded) => endpoint.answer(call, forwarded), receiptEmailWatcher());
}

export const GET = answer;
export const POST = answer;
export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
