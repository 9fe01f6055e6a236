/** The bills API's wire format (docs/bills-api.md), shared by client and sandbox; VTpass's names, mapped to the app's types at the boundary. */

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export const BILLS_PATHS = {
  serviceTypes: 'UtilitiesBills',
  distributors: 'UtilitiesBills/service-type',
  variations: 'UtilitiesBills/variations',
  verifyMerchant: 'UtilitiesBills/VerifyMerchant',
  pay: 'UtilitiesBills/Pay',
  membershipTiers: 'membership-tier',
} as const;

/**
 * Each kind of service's minimum and maximum amount in Naira, written once: the sandbox enforces them, `service-type` publishes electricity's per distributor, and the forms check them before sending.
 */
export const SERVICE_LIMITS = {
  electricity: { minimum: 500, maximum: 500_000 },
  airtime: { minimum: 50, maximum: 50_000 },
  data: { minimum: 50, maximum: 100_000 },
  tv: { minimum: 500, maximum: 100_000 },
} as const;

/** A service type; `aliases`: words payers use for it (distributors, networks, "NEPA"), which the menu's search also matches. */
export type WireServiceType = { id: number; name: string; identifier: string; aliases?: string[] };

export type WireDistributor = {
  ProviderName: string;
  ServiceId: string;
  minimumAmount: number;
  maximumAmount: number;
  convenienceFee: number;
};

export type WireVariation = { variation_code: string; name: string; variation_amount: string; fixedPrice: 'Yes' | 'No' };

export type WireVariations = { serviceID: string; ServiceName: string; variations: WireVariation[] };

export type MeterType = 'prepaid' | 'postpaid';

export type WireVerifyMerchantRequest = { billersCode: string; serviceID: string; type: MeterType | ''; billCategory: 'Electricity'; serviceName: string };

export type WireMeterDetails = {
  Customer_Name?: string;
  Meter_Number?: string;
  MeterNumber?: string;
  Address?: string;
  Customer_Arrears?: string | number | null;
  Meter_Type?: string;
};

/** The first (meter-only) verification's payload. */
export type WireMerchantLogResult = WireMeterDetails & { merchantlog: { ProviderName: string; ServiceId: string } | null; vtPassData?: unknown };

/** The second (with distributor) verification's payload; `content.error` is VTpass's way of saying "wrong meter". */
export type WireDistributorCheckResult = { code: string; content: WireMeterDetails & { error?: string; WrongBillersCode?: boolean; Minimum_Amount?: number; Can_Vend?: string } };

/** One request id per order, reused by every tab, reload and lost answer; any total but `expectedTotal` is a 409 (PRICE_CHANGED), uncharged. */
export type WirePayRequest = {
  requestId: string;
  serviceID: string;
  billersCode: string;
  variationCode?: string;
  type?: MeterType;
  amount: number;
  expectedTotal?: number;
  phone: string;
  email: string;
};

/** The 409 `code` of a Pay whose `expectedTotal` is not what the payment would cost. */
export const PRICE_CHANGED = 'price_changed';

/** The convenience fee of the services whose fee is not a distributor's (airtime and data: none; the sandbox charges none on TV). */
export const FLAT_CONVENIENCE_FEES = { airtime: 0, data: 0, tv: 0 } as const;

/** What a payment costs: its amount and convenience fee, to the kobo (both sides compute it so). */
export function totalOf(amount: number, convenienceFee: number): number {
  return Math.round((amount + convenienceFee) * 100) / 100;
}

export type WirePaymentStatus = 'delivered' | 'pending' | 'failed';

/** The payment's answer, from `Pay` and from the requery `Pay/{requestId}`. */
export type WirePayment = {
  requestId: string;
  transactionId: string;
  status: WirePaymentStatus;
  productName: string;
  amount: number;
  convenienceFee: number;
  totalAmount: number;
  token?: string;
  units?: string;
  customerName?: string;
  meterNumber?: string;
  reason?: string;
  date: string;
};

/** A payment's reference: its VTpass request id, 12 digits of Africa/Lagos YYYYMMDDHHmm then at least 12 random alphanumerics. */
export const REQUEST_ID_PATTERN = /^\d{12}[A-Za-z0-9]{12,36}$/;

export function paymentStatusPath(requestId: string): string {
  return `${BILLS_PATHS.pay}/${encodeURIComponent(requestId)}`;
}
