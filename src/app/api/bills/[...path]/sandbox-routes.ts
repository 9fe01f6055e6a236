import * as serviceTypes from '@/app/api/sandbox/UtilitiesBills/route';
import * as pay from '@/app/api/sandbox/UtilitiesBills/Pay/route';
import * as payment from '@/app/api/sandbox/UtilitiesBills/Pay/[requestId]/route';
import * as serviceType from '@/app/api/sandbox/UtilitiesBills/service-type/route';
import * as variations from '@/app/api/sandbox/UtilitiesBills/variations/route';
import * as verifyMerchant from '@/app/api/sandbox/UtilitiesBills/VerifyMerchant/route';
import * as membershipTier from '@/app/api/sandbox/membership-tier/route';

type RouteMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
type RouteModule<Params> = Record<RouteMethod, (request: Request, context: { params: Promise<Params> }) => Response | Promise<Response>>;
type SandboxRoute = { pattern: string[]; answer: (method: RouteMethod, request: Request, params: Record<string, string>) => Response | Promise<Response> };

/** One sandbox address: its segments under /api/sandbox/, `:name` standing for a parameter that `Params` names. */
function route<Params>(pattern: string, module: RouteModule<Params>): SandboxRoute {
  // The pattern's `:name` segments are exactly the keys of Params, so the matched values are Params.
  return { pattern: pattern.split('/'), answer: (method, request, params) => module[method](request, { params: Promise.resolve(params as Params) }) };
}

const SANDBOX_ROUTES: SandboxRoute[] = [
  route('UtilitiesBills', serviceTypes),
  route('UtilitiesBills/VerifyMerchant', verifyMerchant),
  route('UtilitiesBills/Pay', pay),
  route<{ requestId: string }>('UtilitiesBills/Pay/:requestId', payment),
  route('UtilitiesBills/service-type', serviceType),
  route('UtilitiesBills/variations', variations),
  route('membership-tier', membershipTier),
];

function matchParams(pattern: string[], path: string[]): Record<string, string> | null {
  if (pattern.length !== path.length) return null;
  const params: Record<string, string> = {};
  for (const [index, segment] of pattern.entries()) {
    const given = path[index] ?? '';
    if (segment.startsWith(':')) params[segment.slice(1)] = given;
    else if (segment !== given) return null;
  }
  return params;
}

/**
 * The sandbox's answer to a call on the relay's address, given in this process by the sandbox's own
 * route handlers; null when the sandbox has no such address. Called in-process rather than through a
 * rewrite: Next sends a proxy's rewrite out over HTTP to `localhost` whenever the server was started
 * on a named address (`next start -H 127.0.0.1`), and the sandbox then saw the call come from
 * another origin.
 */
export function answerFromSandbox(method: RouteMethod, request: Request, path: string[]): Promise<Response> | Response | null {
  for (const { pattern, answer } of SANDBOX_ROUTES) {
    const params = matchParams(pattern, path);
    if (params) return answer(method, request, params);
  }
  return null;
}
