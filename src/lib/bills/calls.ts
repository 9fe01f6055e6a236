import { BILLS_PATHS } from './paths';

type FixedCallName = keyof typeof BILLS_PATHS;

export type BillsCall = { name: FixedCallName } | { name: 'requery'; requestId: string };

export type BillsCallName = BillsCall['name'];

/** The method each call takes; a HEAD is answered as its GET. */
export const CALL_METHODS: Readonly<Record<BillsCallName, 'GET' | 'POST'>> = {
  serviceTypes: 'GET',
  distributors: 'GET',
  variations: 'GET',
  verifyMerchant: 'POST',
  pay: 'POST',
  requery: 'GET',
  membershipTiers: 'GET',
};

// A Map, not an object: a path such as `constructor` or `__proto__` finds nothing.
const FIXED_CALLS = new Map<string, FixedCallName>(
  Object.entries(BILLS_PATHS).map(([name, path]) => [path, name as FixedCallName]),
);

const REQUEST_ID = /^[A-Za-z0-9]{1,64}$/;

export function billsCallFor(segments: readonly string[]): BillsCall | null {
  const fixed = FIXED_CALLS.get(segments.join('/'));
  if (fixed) return { name: fixed };
  const [area, action, requestId, ...rest] = segments;
  if (`${area}/${action}` === BILLS_PATHS.pay && requestId && REQUEST_ID.test(requestId) && rest.length === 0)
    return { name: 'requery', requestId };
  return null;
}

export function billsCallPath(call: BillsCall): string {
  return call.name === 'requery' ? `${BILLS_PATHS.pay}/${call.requestId}` : BILLS_PATHS[call.name];
}

/** Who answers the calls in the contract's shape, as /api/bills passes them on: the relay to BILLS_API_URL, or the built-in sandbox. */
export interface BillsEndpoint {
  answer(call: BillsCall, request: Request): Promise<Response>;
}
