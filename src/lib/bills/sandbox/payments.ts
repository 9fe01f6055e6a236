import { FLAT_CONVENIENCE_FEES, PRICE_CHANGED, type PaymentStatus, SERVICE_LIMITS, totalOf } from '@/lib/bills/site';
import type { WirePayment, WirePayRequest } from '@/lib/bills/wire';
import { formatNaira } from '@/lib/money';
import { DATA_SERVICE_IDS, findDistributor, findVariations, NETWORKS } from './catalogue';
import { findCustomer } from './meters';
import { readyRedisClient } from '@/lib/redis/connection';
import { createRedisLedgerStore } from './ledger-redis-store';
import { createMemoryLedgerStore, type LedgerEntry, type LedgerStore } from './ledger-store';
import { log } from '@/lib/observability/log';

/** The sandbox's payments (docs/bills-api.md): the fee and total are computed here, never by the client; a test double, not a ledger. */

type Refusal = { status: 400 | 404 | 409 | 503; code: string; message: string };
export type PayOutcome = { status: 200; payload: WirePayment } | Refusal;

const NOT_FOUND: Refusal = { status: 404, code: 'not_found', message: 'No payment with this request id.' };

/** Redis did not answer: nothing was paid, and the same request may be sent again. */
function unavailable(error: unknown): Refusal {
  log.error(
    { event: 'payment', outcome: 'ledger_unavailable', err: error },
    '[sandbox] the payment ledger did not answer',
  );
  return {
    status: 503,
    code: 'ledger_unavailable',
    message: 'The sandbox could not reach its payment records. Nothing was charged; try again in a moment.',
  };
}

type Kind = keyof typeof SERVICE_LIMITS;

type Service = { kind: Kind; productName: string; convenienceFee: number };

function findService(serviceID: string): Service | undefined {
  const distributor = findDistributor(serviceID);
  if (distributor)
    return { kind: 'electricity', productName: distributor.ProviderName, convenienceFee: distributor.convenienceFee };
  const network = NETWORKS.find((item) => item.serviceID === serviceID);
  if (network)
    return {
      kind: 'airtime',
      productName: `${network.name} Airtime VTU`,
      convenienceFee: FLAT_CONVENIENCE_FEES.airtime,
    };
  const variations = findVariations(serviceID);
  if (!variations) return undefined;
  const kind = (DATA_SERVICE_IDS as readonly string[]).includes(serviceID) ? 'data' : 'tv';
  return { kind, productName: variations.ServiceName, convenienceFee: FLAT_CONVENIENCE_FEES[kind] };
}

/** Test values: these succeed; numbers ending 000000 go pending; a number ending 999999 fails its first payment and succeeds after (a Try again that works); anything else fails. */
const SUCCEEDING_PHONE = '08011111111';
const SUCCEEDING_SMARTCARD = '1212121212';
const SUCCEEDING_METERS: ReadonlySet<string> = new Set(['11111111111', '22222222222', '33333333333']);
const PENDING_SUFFIX = '000000';
const FAILS_ONCE_SUFFIX = '999999';
const REQUERIES_TO_DELIVER = 2;

function normalisedPhone(value: string): string {
  return value.replace(/^\+?234/, '0');
}

function failureReason(kind: Kind): string {
  if (kind === 'electricity') return 'The distributor could not vend to this meter. You have not been charged.';
  if (kind === 'tv') return 'This smartcard could not be credited. You have not been charged.';
  return 'The network could not credit this number. You have not been charged.';
}

function initialStatus(request: WirePayRequest, kind: Kind, paidBefore: number): PaymentStatus {
  const code = normalisedPhone(request.billersCode);
  if (code.endsWith(PENDING_SUFFIX)) return 'pending';
  if (code.endsWith(FAILS_ONCE_SUFFIX)) return paidBefore === 0 ? 'failed' : 'delivered';
  if (kind === 'electricity') return SUCCEEDING_METERS.has(code) ? 'delivered' : 'failed';
  if (request.serviceID === 'dstv') return code === SUCCEEDING_SMARTCARD ? 'delivered' : 'failed';
  return code === SUCCEEDING_PHONE ? 'delivered' : 'failed';
}

/** A stable body fingerprint: the same request id with another body is a conflict. */
function fingerprint(request: WirePayRequest): string {
  const {
    requestId,
    serviceID,
    billersCode,
    variationCode = '',
    type = '',
    amount,
    expectedTotal = '',
    phone,
    email,
  } = request;
  return JSON.stringify([requestId, serviceID, billersCode, variationCode, type, amount, expectedTotal, phone, email]);
}

export type Randomness = { digits: (count: number) => string };

const cryptoRandomness: Randomness = {
  digits(count) {
    const values = crypto.getRandomValues(new Uint8Array(count));
    return Array.from(values, (value) => String(value % 10)).join('');
  },
};

const CONFLICT: PayOutcome = {
  status: 409,
  code: 'request_id_conflict',
  message: 'requestId: already used for a different payment; make a new request id',
};

function repeated(request: WirePayRequest, existing: LedgerEntry): PayOutcome {
  return existing.fingerprint === fingerprint(request) ? { status: 200, payload: existing.payment } : CONFLICT;
}

export type PaymentLedgerOptions = {
  store?: LedgerStore;
  random?: Randomness;
  now?: () => Date;
  /** The fee a service charges now, where it differs from the catalogue's (tests: a price that changes after the summary). */
  convenienceFee?: (serviceID: string) => number | undefined;
};

export class PaymentLedger {
  private readonly store: LedgerStore;
  private readonly random: Randomness;
  private readonly now: () => Date;
  private readonly feeOverride: (serviceID: string) => number | undefined;

  constructor({
    store = createMemoryLedgerStore(),
    random = cryptoRandomness,
    now = () => new Date(),
    convenienceFee = () => undefined,
  }: PaymentLedgerOptions = {}) {
    this.store = store;
    this.random = random;
    this.now = now;
    this.feeOverride = convenienceFee;
  }

  async pay(request: WirePayRequest): Promise<PayOutcome> {
    return this.payOnce(request).catch(unavailable);
  }

  /** GET Pay/{requestId}: a pending payment is delivered on its second requery. */
  async requery(requestId: string): Promise<PayOutcome> {
    return this.requeryOnce(requestId).catch(unavailable);
  }

  private async payOnce(request: WirePayRequest): Promise<PayOutcome> {
    const existing = await this.store.find(request.requestId);
    if (existing) return repeated(request, existing);
    const found = findService(request.serviceID);
    if (!found)
      return {
        status: 400,
        code: 'invalid_body',
        message: `serviceID: unknown service "${request.serviceID.slice(0, 60)}"`,
      };
    const service = { ...found, convenienceFee: this.feeOverride(request.serviceID) ?? found.convenienceFee };
    const invalid = this.checkAmount(request, service);
    if (invalid) return invalid;
    if (service.kind === 'electricity' && !request.type)
      return { status: 400, code: 'invalid_body', message: 'type: must be "prepaid" or "postpaid" for electricity' };
    const totalAmount = totalOf(request.amount, service.convenienceFee);
    if (request.expectedTotal !== undefined && request.expectedTotal !== totalAmount)
      return {
        status: 409,
        code: PRICE_CHANGED,
        message: `The price has changed since it was shown to you: the total is now ${formatNaira(totalAmount)}, not ${formatNaira(request.expectedTotal)}. Nothing was charged; check the new total and pay again.`,
      };

    const code = normalisedPhone(request.billersCode);
    const paidBefore = code.endsWith(FAILS_ONCE_SUFFIX) ? (await this.store.count(`payments:${code}`)) - 1 : 0;
    const status = initialStatus(request, service.kind, paidBefore);
    const payment: WirePayment = {
      requestId: request.requestId,
      transactionId: `${this.now().getTime()}${this.random.digits(6)}`,
      status,
      productName: service.productName,
      amount: request.amount,
      convenienceFee: service.convenienceFee,
      totalAmount,
      date: this.now().toISOString(),
      ...(service.kind === 'electricity' ? this.electricityFields(request) : {}),
      ...(status === 'failed' ? { reason: failureReason(service.kind) } : {}),
    };
    const { token, units, ...undelivered } = payment;
    const entry: LedgerEntry =
      status === 'pending'
        ? {
            fingerprint: fingerprint(request),
            payment: undelivered,
            onDelivery: { ...(token ? { token } : {}), ...(units ? { units } : {}) },
          }
        : { fingerprint: fingerprint(request), payment, onDelivery: {} };
    // Another request with this id may have been kept meanwhile (another instance): the first one counts.
    const kept = await this.store.claim(request.requestId, entry);
    return kept ? repeated(request, kept) : { status: 200, payload: entry.payment };
  }

  private async requeryOnce(requestId: string): Promise<PayOutcome> {
    const entry = await this.store.find(requestId);
    if (!entry) return NOT_FOUND;
    if (entry.payment.status !== 'pending') return { status: 200, payload: entry.payment };
    const requeries = await this.store.count(`${requestId}:requeries`);
    return {
      status: 200,
      payload:
        requeries >= REQUERIES_TO_DELIVER
          ? { ...entry.payment, ...entry.onDelivery, status: 'delivered' }
          : entry.payment,
    };
  }

  private checkAmount(request: WirePayRequest, service: Service): PayOutcome | null {
    if (service.kind === 'data' || service.kind === 'tv') {
      const variation = findVariations(request.serviceID)?.variations.find(
        (item) => item.variation_code === request.variationCode,
      );
      if (!variation)
        return { status: 400, code: 'invalid_body', message: `variationCode: unknown plan for ${request.serviceID}` };
      if (Number(variation.variation_amount) !== request.amount)
        return {
          status: 400,
          code: 'invalid_amount',
          message: `amount: must be the plan's price, ${variation.variation_amount}`,
        };
    }
    const { minimum, maximum } = SERVICE_LIMITS[service.kind];
    if (request.amount < minimum)
      return { status: 400, code: 'amount_too_low', message: `amount: the minimum is ${minimum} Naira` };
    if (request.amount > maximum)
      return { status: 400, code: 'amount_too_high', message: `amount: the maximum is ${maximum} Naira` };
    return null;
  }

  private electricityFields(request: WirePayRequest): Partial<WirePayment> {
    const customer = findCustomer(request.billersCode);
    const prepaid = request.type === 'prepaid';
    return {
      meterNumber: request.billersCode,
      ...(customer ? { customerName: customer.name } : {}),
      ...(prepaid ? { token: this.random.digits(20), units: `${(request.amount / 62.5).toFixed(1)} kWh` } : {}),
    };
  }
}

let serverLedger: PaymentLedger | undefined;

/** Chosen at the first payment, so REDIS_URL is read at run time: one Redis ledger lets a retry reaching another instance be paid once. */
function chosenLedger(): PaymentLedger {
  const url = process.env.REDIS_URL;
  serverLedger ??= new PaymentLedger(url ? { store: createRedisLedgerStore(() => readyRedisClient(url)) } : {});
  return serverLedger;
}

export const sandboxLedger: Pick<PaymentLedger, 'pay' | 'requery'> = {
  pay: (request) => chosenLedger().pay(request),
  requery: (requestId) => chosenLedger().requery(requestId),
};
