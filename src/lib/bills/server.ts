import 'server-only';
import type { BillsEndpoint } from './calls';
import { billsApiEndpoint, type RelayOptions } from './http/relay';
import { billsApiUpstream } from './http/upstream';
import { BILLS_RELAY_PATH, paymentStatusPath } from './paths';
import { sandboxEndpoint } from './sandbox/endpoint';
import { paymentIn } from './payment-watch';
import { createServerReads } from './server-reads';
import type { Payment, Service } from './site';
import { checkAnswer } from './wire';

/** Who answers the browser's bills calls now: the relay to BILLS_API_URL as set when the request comes, under each visitor's rate limit, else the built-in sandbox. */
export function billsEndpoint(options?: RelayOptions): BillsEndpoint {
  const upstream = billsApiUpstream();
  return upstream ? billsApiEndpoint(upstream, options) : sandboxEndpoint;
}

/** A payment's requery on behalf of the visitor whose `request` asks (the same limits and cookies as their own call); null when there is none to show. */
export async function requeryFor(request: Request, requestId: string): Promise<Payment | null> {
  const headers = new Headers(request.headers);
  for (const name of ['content-length', 'content-type']) headers.delete(name);
  const url = new URL(`${BILLS_RELAY_PATH}/${paymentStatusPath(requestId)}`, request.url);
  return paymentIn(await billsEndpoint().answer({ name: 'requery', requestId }, new Request(url, { headers })));
}

/** A page's own read waits this long for the bills API: pages regenerate in the background, and an answer kept from earlier stands in. */
const PAGE_READ_TIMEOUT_MS = 3_000;
const NO_VISITOR_LIMIT = { consume: () => Promise.resolve({ ok: true as const }) };

/** What pages rendered on the server read from the bills API (pricing's plans, the search's services): the same endpoint, no visitor's limit, a short deadline, answers kept (server-reads.ts). */
export const readBillsForPage = createServerReads(() =>
  billsEndpoint({ timeoutMs: PAGE_READ_TIMEOUT_MS, limiter: NO_VISITOR_LIMIT, forPage: true }),
);

/** The services the search offers: none when the read failed or has another shape. */
export async function servicesForPage(): Promise<Service[]> {
  const read = await readBillsForPage({ name: 'serviceTypes' });
  return (read.ok && checkAnswer('serviceTypes', read.payload)?.output) || [];
}
