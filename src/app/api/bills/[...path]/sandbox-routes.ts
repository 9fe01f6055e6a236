import * as catalogue from '@/app/api/sandbox/UtilitiesBills/route';
import * as pay from '@/app/api/sandbox/UtilitiesBills/Pay/route';
import * as requery from '@/app/api/sandbox/UtilitiesBills/Pay/[requestId]/route';
import * as serviceTypes from '@/app/api/sandbox/UtilitiesBills/service-type/route';
import * as variations from '@/app/api/sandbox/UtilitiesBills/variations/route';
import * as verifyMerchant from '@/app/api/sandbox/UtilitiesBills/VerifyMerchant/route';
import * as membershipTier from '@/app/api/sandbox/membership-tier/route';
import { jsonError } from '@/lib/http/json-error';

type Method = 'GET' | 'POST';
type SandboxHandler = (request: Request, context: { params: Promise<Record<string, string>> }) => Response | Promise<Response>;
type SandboxRoute = Record<Method, SandboxHandler>;

const FIXED_ROUTES: Record<string, SandboxRoute> = {
  UtilitiesBills: catalogue,
  'UtilitiesBills/Pay': pay,
  'UtilitiesBills/service-type': serviceTypes,
  'UtilitiesBills/variations': variations,
  'UtilitiesBills/VerifyMerchant': verifyMerchant,
  'membership-tier': membershipTier,
};

/**
 * The built-in sandbox answering a bills call in this process, with the same route handlers that
 * serve /api/sandbox/*: the relay's choice while no BILLS_API_URL is set.
 */
export function answerFromSandbox(request: Request, path: readonly string[]): Response | Promise<Response> {
  const method = request.method === 'POST' ? 'POST' : 'GET';
  const fixed = FIXED_ROUTES[path.join('/')];
  if (fixed) return fixed[method](request, { params: Promise.resolve({}) });
  const [area, action, requestId, ...rest] = path;
  if (area === 'UtilitiesBills' && action === 'Pay' && requestId && rest.length === 0) {
    return (requery as unknown as SandboxRoute)[method](request, { params: Promise.resolve({ requestId }) });
  }
  return jsonError(404, 'not_found', 'There is no such bills API call.');
}
