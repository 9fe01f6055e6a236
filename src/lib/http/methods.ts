import { jsonError } from './json-error';

const ROUTE_METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;
type RouteMethod = (typeof ROUTE_METHODS)[number];

export function methodNotAllowed(allowed: readonly RouteMethod[]): Response {
  return jsonError(405, 'method_not_allowed', `Use ${allowed.join(' or ')}.`, {
    headers: { Allow: allowed.join(', ') },
  });
}

/** Handlers for every method a route does not implement, so each answers 405 JSON: `export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST'])`. */
export function otherMethods(allowed: readonly RouteMethod[]): Record<RouteMethod, () => Response> {
  const handler = () => methodNotAllowed(allowed);
  return Object.fromEntries(ROUTE_METHODS.map((method) => [method, handler])) as Record<RouteMethod, () => Response>;
}
