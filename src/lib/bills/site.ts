import type * as v from 'valibot';
import type { keptPayment } from './payment-fields';

/** The bills API in the site's own words: what pay bills, pricing and the search ask of it and get back, whoever answers. */

export type MeterType = 'prepaid' | 'postpaid';

/** A kind of bill; `aliases`: words payers use for it (distributors, networks, "NEPA"), which the menu's search also matches. */
export type Service = { id: number; name: string; identifier: string; aliases?: string[] };

export type Provider = { name: string; serviceId: string };
export type Distributor = Provider & { minimumAmount: number; maximumAmount: number; convenienceFee: number };

export type MeterFields = {
  name?: string;
  meterNumber?: string;
  address?: string;
  arrears?: string | number | null;
  meterType?: string;
};

/** The first (meter-only) verification: the meter, and its distributor when the merchant log knows it. */
export type MeterLookup = { fields: MeterFields; provider: Provider | null };

/** The second (with distributor) verification: the meter, or the distributor's "wrong meter" message. */
export type DistributorCheck = { fields: MeterFields; error: string | null };

export type Variation = { code: string; name: string; amount: number };

/** A payment asked for: `account` is the meter, smartcard or phone number paid for. */
export type PayRequest = {
  requestId: string;
  serviceId: string;
  account: string;
  variationCode?: string;
  type?: MeterType;
  amount: number;
  expectedTotal?: number;
  phone: string;
  email: string;
};

export type Payment = v.InferOutput<typeof keptPayment> & {
  /** The id of the request that brought this answer (nginx's X-Request-Id), to quote to support; not on a kept receipt. */
  supportReference?: string;
};

export type PaymentStatus = Payment['status'];

export interface BillsProvider {
  services(): Promise<Service[]>;
  distributors(): Promise<Distributor[]>;
  /** Without `at`, the meter alone, looked up in the merchant log; with it, the meter at that distributor. */
  verifyMeter(meter: string): Promise<MeterLookup>;
  verifyMeter(meter: string, at: { distributor: Provider; type: MeterType }): Promise<DistributorCheck>;
  plans(serviceId: string): Promise<Variation[]>;
  pay(request: PayRequest): Promise<Payment>;
  /** null when the service has no payment with this id (the first request never arrived). */
  requery(requestId: string): Promise<Payment | null>;
  membershipTiers(): Promise<unknown[]>;
}

/** Each kind of service's limits in Naira, written once: the sandbox enforces them and the forms check them before sending. */
export const SERVICE_LIMITS = {
  electricity: { minimum: 500, maximum: 500_000 },
  airtime: { minimum: 50, maximum: 50_000 },
  data: { minimum: 50, maximum: 100_000 },
  tv: { minimum: 500, maximum: 100_000 },
} as const;

/** The 409 `code` of a Pay whose `expectedTotal` is not what the payment would cost. */
export const PRICE_CHANGED = 'price_changed';

/** The convenience fee of the services whose fee is not a distributor's (airtime and data: none; the sandbox charges none on TV). */
export const FLAT_CONVENIENCE_FEES = { airtime: 0, data: 0, tv: 0 } as const;

/** Rounded to the kobo, as both sides compute it. */
export function totalOf(amount: number, convenienceFee: number): number {
  return Math.round((amount + convenienceFee) * 100) / 100;
}

/** A payment's reference: its VTpass request id, 12 digits of Africa/Lagos YYYYMMDDHHmm then at least 12 random alphanumerics. */
export const REQUEST_ID_PATTERN = /^\d{12}[A-Za-z0-9]{12,36}$/;
