import 'server-only';
import * as v from 'valibot';
import { type Payment, REQUEST_ID_PATTERN } from '@/lib/bills/site';
import { readJsonBody } from '@/lib/http/body';
import { clientAddress } from '@/lib/http/forwarded';
import { jsonError } from '@/lib/http/json-error';
import { isCrossSite } from '@/lib/http/origin';
import { createRateLimiter } from '@/lib/rate-limit';
import { RECEIPT_EMAIL } from '../strings';
import { emailReceiptAgain } from './receipt-notifications';

const WINDOW_MS = 10 * 60_000;
// Each copy costs an email to someone's inbox: a few per visitor, and per receipt, every 10 minutes (shared through Redis when REDIS_URL is set).
const perVisitor = createRateLimiter({ name: 'receipt-email-visitor', limit: 5, windowMs: WINDOW_MS });
const perReceipt = createRateLimiter({ name: 'receipt-email-receipt', limit: 2, windowMs: WINDOW_MS });

const bodySchema = v.object({
  reference: v.pipe(v.string(), v.regex(REQUEST_ID_PATTERN, 'must be a payment reference')),
});

/** POST {reference}: emailed again to the address given when paying; rate-limited, from this site only. */
export async function handleEmailAgain(
  request: Request,
  requery: (reference: string) => Promise<Payment | null>,
): Promise<Response> {
  if (isCrossSite(request)) return jsonError(403, 'cross_site', 'Receipts can only be asked for from this site.');
  const body = await readJsonBody(request, bodySchema);
  if ('error' in body) return body.error;
  const { reference } = body.data;
  for (const [limiter, key] of [
    [perVisitor, clientAddress(request)],
    [perReceipt, reference],
  ] as const) {
    const limit = await limiter.consume(key);
    if (!limit.ok)
      return jsonError(429, 'rate_limited', RECEIPT_EMAIL.tooSoon(Math.ceil(limit.retryAfterSeconds / 60)), {
        headers: { 'Retry-After': String(limit.retryAfterSeconds) },
      });
  }
  switch (await emailReceiptAgain(reference, requery)) {
    case 'queued':
      return Response.json({ payload: { message: RECEIPT_EMAIL.sentAgain } }, { status: 202 });
    case 'disabled':
      return jsonError(404, 'not_emailed', RECEIPT_EMAIL.notEmailed);
    case 'no-address':
      return jsonError(404, 'no_address', RECEIPT_EMAIL.noAddress);
    case 'not-delivered':
      return jsonError(409, 'not_delivered', RECEIPT_EMAIL.notDelivered);
  }
}
