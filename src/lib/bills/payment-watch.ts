import 'server-only';
import * as v from 'valibot';
import { readBodyText } from '@/lib/http/body';
import type { BillsCall } from './calls';
import type { Payment } from './site';
import { toPayment } from './translate';
import { checkAnswer } from './wire';
import { log } from '@/lib/observability/log';
import { metrics } from '@/lib/observability/metrics';

export type PaymentOutcome = 'delivered' | 'pending' | 'failed' | 'refused' | 'unavailable' | 'invalid' | 'unexpected';

/** What a Pay request says of where its receipt goes; anything else in it is the bills API's to judge. */
const payAddress = v.object({
  requestId: v.string(),
  email: v.string(),
  billersCode: v.string(),
  serviceID: v.string(),
});

export type PayAddress = { requestId: string; email: string; account: string; serviceId: string };

export type PaymentWatcher = {
  asked(address: PayAddress): Promise<void>;
  /** An answer (Pay or a requery, from any tab or instance) saying a payment is delivered. */
  delivered(payment: Payment): Promise<void>;
};

/** Only the contract's shapes, so nothing a visitor typed elsewhere reaches a log or a metric label. */
const SERVICE_ID = /^[a-z0-9-]{2,40}$/;
const PAYMENT_REFERENCE = /^[A-Za-z0-9]{1,64}$/;

const jsonText = v.pipe(v.string(), v.parseJson());

async function payloadOf(answer: Response): Promise<unknown> {
  const body: unknown = await answer
    .clone()
    .json()
    .catch(() => null);
  return body && typeof body === 'object' && 'payload' in body ? body.payload : undefined;
}

/** What a Pay answer says happened: the payload's status, a 409 refusal (a request id paid with another body, a changed price), or why there is none. */
export async function paymentOutcome(answer: Response): Promise<PaymentOutcome> {
  if (answer.status === 409) return 'refused';
  if (answer.status >= 500) return 'unavailable';
  if (answer.status >= 400) return 'invalid';
  const payload = await payloadOf(answer);
  const status = payload && typeof payload === 'object' && 'status' in payload ? payload.status : null;
  return status === 'delivered' || status === 'pending' || status === 'failed' ? status : 'unexpected';
}

/** One log event per payment with its own reference (the bills API's request id) beside the line's request id, so support can follow it from nginx's log to the bills API's. */
async function recordPayment(answer: Response, sent: () => Promise<unknown>): Promise<void> {
  const outcome = await paymentOutcome(answer);
  // A refused body (too large, not JSON) is not read again.
  const body = outcome === 'invalid' ? null : await sent();
  const { serviceID, requestId } = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
  const service = typeof serviceID === 'string' && SERVICE_ID.test(serviceID) ? serviceID : 'unknown';
  const reference =
    typeof requestId === 'string' && PAYMENT_REFERENCE.test(requestId) ? { paymentReference: requestId } : {};
  const fields = { event: 'payment', service, outcome, status: answer.status, ...reference };
  metrics().payments.inc({ service, outcome });
  if (outcome === 'delivered' || outcome === 'pending') log.info(fields, `payment ${outcome}`);
  else log.warn(fields, `payment ${outcome}`);
}

/** The payment a Pay or requery answer carries, in the site's words; null when it is a refusal or has another shape. */
export async function paymentIn(answer: Response): Promise<Payment | null> {
  const checked = answer.ok ? checkAnswer('payment', await payloadOf(answer)) : null;
  return checked ? toPayment(checked.output) : null;
}

type Sent = { response: Response; sent: () => Promise<unknown> };

/** A Pay request sent on as it came; its body is read first only for a watcher, as the bills API's answer would read it. */
async function sentOn(
  request: Request,
  answer: (request: Request) => Promise<Response>,
  watcher: PaymentWatcher | null,
): Promise<Sent> {
  if (!watcher) {
    const copy = request.clone();
    return { response: await answer(request), sent: () => copy.json().catch(() => null) };
  }
  const text = await readBodyText(request);
  if ('error' in text) return { response: text.error, sent: () => Promise.resolve(null) };
  const parsed = v.safeParse(jsonText, text.data);
  const body = parsed.success ? parsed.output : null;
  const address = v.safeParse(payAddress, body);
  if (address.success)
    await watcher.asked({
      requestId: address.output.requestId,
      email: address.output.email,
      account: address.output.billersCode,
      serviceId: address.output.serviceID,
    });
  const headers = new Headers(request.headers);
  headers.delete('content-length');
  return {
    response: await answer(new Request(request.url, { method: request.method, headers, body: text.data })),
    sent: () => Promise.resolve(body),
  };
}

/** The payment calls on their way: each Pay logged and counted, and `watcher` (when there is one) told in the site's words; answers are returned as they came. */
export async function watchPayments(
  call: BillsCall,
  request: Request,
  answer: (request: Request) => Promise<Response>,
  watcher: PaymentWatcher | null,
): Promise<Response> {
  if (call.name !== 'pay' && call.name !== 'requery') return answer(request);
  let response: Response;
  if (call.name === 'pay') {
    const paid = await sentOn(request, answer, watcher);
    response = paid.response;
    await recordPayment(response, paid.sent);
  } else response = await answer(request);
  if (watcher) {
    const payment = await paymentIn(response);
    if (payment?.status === 'delivered') await watcher.delivered(payment);
  }
  return response;
}
