import 'server-only';
import { log } from '@/lib/observability/log';
import type { BillsCall } from './calls';
import { metrics } from '@/lib/observability/metrics';

export type PaymentOutcome = 'delivered' | 'pending' | 'failed' | 'refused' | 'unavailable' | 'invalid' | 'unexpected';

async function jsonOf(message: Request | Response): Promise<Record<string, unknown>> {
  const body: unknown = await message.json().catch(() => null);
  return body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
}

/** What a Pay answer says happened: the payload's status, a 409 refusal (a request id paid with another body, a changed price), or why there is none. */
export async function paymentOutcome(answer: Response): Promise<PaymentOutcome> {
  if (answer.status === 409) return 'refused';
  if (answer.status >= 500) return 'unavailable';
  if (answer.status >= 400) return 'invalid';
  const { payload } = await jsonOf(answer.clone());
  const status = payload && typeof payload === 'object' && 'status' in payload ? payload.status : null;
  return status === 'delivered' || status === 'pending' || status === 'failed' ? status : 'unexpected';
}

/** Only the contract's shapes, so nothing a visitor typed elsewhere reaches a log or a metric label. */
const SERVICE_ID = /^[a-z0-9-]{2,40}$/;
const PAYMENT_REFERENCE = /^[A-Za-z0-9]{1,64}$/;

/**
 * Pay's answer, as it came, with one log event for the payment: its service, its outcome and its own reference (the
 * bills API's request id), beside the request id every line carries. Support follows a payment from nginx's log to this
 * line to the bills API's by either id.
 */
export async function recordPayment(call: BillsCall, request: Request, answer: (request: Request) => Promise<Response>): Promise<Response> {
  if (call.name !== 'pay') return answer(request);
  const copy = request.clone();
  const response = await answer(request);
  const outcome = await paymentOutcome(response);
  // A refused body (too large, not JSON) is not read again.
  const { serviceID, requestId } = outcome === 'invalid' ? {} : await jsonOf(copy);
  const service = typeof serviceID === 'string' && SERVICE_ID.test(serviceID) ? serviceID : 'unknown';
  const reference = typeof requestId === 'string' && PAYMENT_REFERENCE.test(requestId) ? { paymentReference: requestId } : {};
  const fields = { event: 'payment', service, outcome, status: response.status, ...reference };
  metrics().payments.inc({ service, outcome });
  if (outcome === 'delivered' || outcome === 'pending') log.info(fields, `payment ${outcome}`);
  else log.warn(fields, `payment ${outcome}`);
  return response;
}
