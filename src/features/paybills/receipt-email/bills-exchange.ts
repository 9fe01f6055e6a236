import 'server-only';
import * as v from 'valibot';
import { checkAnswer } from '@/lib/bills-api/answers';
import { isEmail, normaliseEmail } from '@/lib/bills-api/customer-input';
import type { WirePayment } from '@/lib/bills-api/contract';
import type { BillsCall } from '@/lib/bills-relay/calls';
import { readBodyText } from '@/lib/http/body';
import { receiptEmailSettings } from './receipt-email-config';
import { emailDeliveredReceipt, rememberReceiptAddress } from './receipt-notifications';
import { log } from '@/lib/observability/log';

/** What a Pay request says of where its receipt goes; anything else in it is the bills API's to judge. */
const payAddress = v.object({ requestId: v.string(), email: v.string(), billersCode: v.string(), serviceID: v.string() });

function parsedJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

function logged(step: Promise<void>, what: string): Promise<void> {
  return step.catch((error: unknown) => log.error({ event: 'receipt-email', err: error }, `[receipt] ${what}`));
}

/** The payment in a bills answer that says it is delivered, if it is one. */
async function deliveredPayment(response: Response): Promise<WirePayment | null> {
  if (!response.ok) return null;
  const body: unknown = await response
    .clone()
    .json()
    .catch(() => null);
  const checked = body && typeof body === 'object' && 'payload' in body ? checkAnswer('payment', body.payload) : null;
  return checked?.output.status === 'delivered' ? checked.output : null;
}

/**
 * The bills calls as the receipt email sees them: a Pay request's email is kept for its receipt, and any
 * answer (Pay or a requery, from any tab or instance) saying a payment is delivered emails that receipt,
 * once. `answer` is the bills provider's; its answer is returned as it came.
 */
export async function withReceiptEmails(call: BillsCall, request: Request, answer: (request: Request) => Promise<Response>): Promise<Response> {
  if ((call.name !== 'pay' && call.name !== 'requery') || !receiptEmailSettings().enabled) return answer(request);
  let forwarded = request;
  if (call.name === 'pay') {
    const text = await readBodyText(request);
    if ('error' in text) return text.error;
    const headers = new Headers(request.headers);
    headers.delete('content-length');
    forwarded = new Request(request.url, { method: request.method, headers, body: text.data });
    const body = v.safeParse(payAddress, parsedJson(text.data));
    if (body.success && isEmail(body.output.email)) {
      const { requestId, billersCode, serviceID } = body.output;
      await logged(rememberReceiptAddress(requestId, { email: normaliseEmail(body.output.email), billersCode, serviceID }), `could not keep the receipt address of ${requestId}`);
    }
  }
  const response = await answer(forwarded);
  const delivered = await deliveredPayment(response);
  if (delivered) await logged(emailDeliveredReceipt(delivered), `could not queue the receipt of ${delivered.requestId}`);
  return response;
}
