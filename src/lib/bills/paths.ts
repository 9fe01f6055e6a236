export const PAYBILLS_PATH = '/paybills';

/** The browser's one address for the bills API, relayed to BILLS_API_URL or answered by the sandbox. */
export const BILLS_RELAY_PATH = '/api/bills';

export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

/** Each call's path under the bills API's base URL (and under BILLS_RELAY_PATH). */
export const BILLS_PATHS = {
  serviceTypes: 'UtilitiesBills',
  distributors: 'UtilitiesBills/service-type',
  variations: 'UtilitiesBills/variations',
  verifyMerchant: 'UtilitiesBills/VerifyMerchant',
  pay: 'UtilitiesBills/Pay',
  membershipTiers: 'membership-tier',
} as const;

export function paymentStatusPath(requestId: string): string {
  return `${BILLS_PATHS.pay}/${encodeURIComponent(requestId)}`;
}
