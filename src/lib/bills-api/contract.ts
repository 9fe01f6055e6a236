/**
 * The bills API's wire format (../shared/bills-api.md), written once: the client and the sandbox
 * both import it. PascalCase and snake_case names are VTpass's; the client maps them to the app's
 * own types at the boundary.
 */

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export const BILLS_PATHS = {
  serviceTypes: 'UtilitiesBills',
  distributors: 'UtilitiesBills/service-type',
  variations: 'UtilitiesBills/variations',
  verifyMerchant: 'UtilitiesBills/VerifyMerchant',
  membershipTiers: 'membership-tier',
} as const;

export type WireServiceType = { id: number; name: string; identifier: string };

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
