import { nextTask } from '@/lib/next-task';
import { BILLS_FAILURE_MESSAGES, UNEXPECTED_ERROR_MESSAGE } from '../messages';
import { BILLS_PATHS, BILLS_RELAY_PATH, paymentStatusPath, XSRF_COOKIE, XSRF_HEADER } from '../paths';
import type { BillsProvider, DistributorCheck, MeterLookup, MeterType, Payment, PayRequest, Provider } from '../site';
import type { BillsAnswerName, BillsAnswerOf, WirePayment } from '../wire';

/** Always calls this site, which relays or answers from the sandbox; answers are checked by wire.ts and mapped by translate.ts, loaded beside the request to keep them out of the first load. */

/** A bills API that hangs is cut here, so the visitor gets an answer and a Retry. */
export const BILLS_TIMEOUT_MS = 10_000;

export class BillsApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string,
    /** The id of the request that got this answer (X-Request-Id), for the visitor to quote to support; null when no answer came. */
    readonly reference: string | null = null,
  ) {
    super(message);
    this.name = 'BillsApiError';
  }
}

/** A module the page loads when it first needs it. A visitor whose connection drops before it arrives reads the same words as for a request that could not be sent. */
export function loadOnDemand<Module>(load: () => Promise<Module>): Promise<Module> {
  return load().catch(() => {
    throw new BillsApiError(BILLS_FAILURE_MESSAGES.unreachable, 0, 'network');
  });
}

function cookieFromDocument(): string | undefined {
  return document.cookie
    .split('; ')
    .find((part) => part.startsWith(`${XSRF_COOKIE}=`))
    ?.slice(XSRF_COOKIE.length + 1);
}

/** The XSRF token as the service set it. Read through the Cookie Store API where the browser has one: its answer comes in a task of its own, where `document.cookie` is a synchronous call to the browser that lengthens the task asking. */
async function xsrfToken(): Promise<string | undefined> {
  if (typeof document === 'undefined') return undefined;
  const value =
    typeof cookieStore === 'undefined'
      ? cookieFromDocument()
      : await cookieStore.get(XSRF_COOKIE).then(
          (cookie) => cookie?.value,
          () => cookieFromDocument(),
        );
  if (value === undefined) return undefined;
  try {
    return decodeURIComponent(value);
  } catch {
    // Not percent-encoded as the service writes it: sent as it is, for the service to judge.
    return value;
  }
}

type BillsRequestInit = { method?: 'GET' | 'POST'; body?: unknown; signal?: AbortSignal };

/** The call's `payload` once it has the contract's shape for `answer`, with the X-Request-Id nginx logged for it; any other answer is a BillsApiError. */
async function billsExchange<Name extends BillsAnswerName>(
  path: string,
  answer: Name,
  init: BillsRequestInit = {},
): Promise<{ payload: BillsAnswerOf<Name>; reference: string | null }> {
  // SWR asks for data while React commits the page; the request and the checks' script start in a task of their own instead of lengthening that one.
  await nextTask();
  const checks = loadOnDemand(() => import('../wire'));
  // Awaited only once the answer is in; until then a failed load must not be an unhandled rejection.
  checks.catch(() => undefined);
  const headers: Record<string, string> = { Accept: 'application/json' };
  const token = await xsrfToken();
  if (token) headers[XSRF_HEADER] = token;
  if (init.body !== undefined) headers['Content-Type'] = 'application/json';
  const deadline = AbortSignal.timeout(BILLS_TIMEOUT_MS);
  let response: Response;
  try {
    response = await fetch(`${BILLS_RELAY_PATH}/${path}`, {
      method: init.method ?? 'GET',
      headers,
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
      credentials: 'include',
      signal: init.signal ? AbortSignal.any([init.signal, deadline]) : deadline,
    });
  } catch (error) {
    if (init.signal?.aborted) throw error;
    if (deadline.aborted) throw new BillsApiError(BILLS_FAILURE_MESSAGES.timeout, 0, 'timeout');
    throw new BillsApiError(BILLS_FAILURE_MESSAGES.unreachable, 0, 'network');
  }
  const reference = response.headers.get('x-request-id');
  const body: unknown = await response.json().catch(() => undefined);
  if (!response.ok) {
    const { message, code } =
      (body as { error?: { message?: unknown; code?: unknown } } | null | undefined)?.error ?? {};
    const fallback = response.status >= 500 ? BILLS_FAILURE_MESSAGES.serverProblem : BILLS_FAILURE_MESSAGES.refused;
    throw new BillsApiError(
      typeof message === 'string' ? message : fallback,
      response.status,
      typeof code === 'string' ? code : 'http_error',
      reference,
    );
  }
  const { checkAnswer } = await checks;
  const payload = body && typeof body === 'object' && 'payload' in body ? checkAnswer(answer, body.payload) : null;
  if (!payload)
    throw new BillsApiError(BILLS_FAILURE_MESSAGES.unexpectedAnswer, response.status, 'unexpected_answer', reference);
  return { payload: payload.output, reference };
}

export function errorMessage(error: unknown): string {
  if (error instanceof BillsApiError) return error.message;
  // The browser's own wording ("Failed to fetch", "Load failed") means nothing to a visitor.
  if (error instanceof TypeError) return BILLS_FAILURE_MESSAGES.unreachable;
  if (error instanceof Error && error.message) return error.message;
  return UNEXPECTED_ERROR_MESSAGE;
}

const translated = () => loadOnDemand(() => import('../translate'));

export async function billsRequest<Name extends BillsAnswerName>(
  path: string,
  answer: Name,
  init?: BillsRequestInit,
): Promise<BillsAnswerOf<Name>> {
  return (await billsExchange(path, answer, init)).payload;
}

async function withReference({
  payload,
  reference,
}: {
  payload: WirePayment;
  reference: string | null;
}): Promise<Payment> {
  const payment = (await translated()).toPayment(payload);
  return reference ? { ...payment, supportReference: reference } : payment;
}

type MeterAt = { distributor: Provider; type: MeterType };

function verifyMeter(meter: string): Promise<MeterLookup>;
function verifyMeter(meter: string, at: MeterAt): Promise<DistributorCheck>;
async function verifyMeter(meter: string, at?: MeterAt): Promise<MeterLookup | DistributorCheck> {
  const { verifyRequestOf, toDistributorCheck, toMeterLookup } = await translated();
  const init = { method: 'POST' as const, body: verifyRequestOf(meter, at) };
  return at
    ? toDistributorCheck(await billsRequest(BILLS_PATHS.verifyMerchant, 'distributorCheck', init))
    : toMeterLookup(await billsRequest(BILLS_PATHS.verifyMerchant, 'meterLookup', init));
}

export const browserBills: BillsProvider = {
  services: () => billsRequest(BILLS_PATHS.serviceTypes, 'serviceTypes'),
  distributors: async () =>
    (await billsRequest(BILLS_PATHS.distributors, 'distributors')).map((await translated()).toDistributor),
  verifyMeter,
  plans: async (serviceId) =>
    (await translated()).toVariations(
      await billsRequest(`${BILLS_PATHS.variations}?serviceID=${encodeURIComponent(serviceId)}`, 'variations'),
    ),
  pay: async (request: PayRequest) =>
    withReference(
      await billsExchange(BILLS_PATHS.pay, 'payment', {
        method: 'POST',
        body: (await translated()).wirePayRequest(request),
      }),
    ),
  async requery(requestId) {
    try {
      return await withReference(await billsExchange(paymentStatusPath(requestId), 'payment'));
    } catch (error) {
      if (error instanceof BillsApiError && error.status === 404) return null;
      throw error;
    }
  },
  membershipTiers: () => billsRequest(BILLS_PATHS.membershipTiers, 'membershipTiers'),
};
