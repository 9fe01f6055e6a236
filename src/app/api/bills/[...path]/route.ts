import { billsApiUpstream } from '@/lib/bills-relay/upstream';
import { relayToBillsApi } from '@/lib/bills-relay/relay';
import { jsonError } from '@/lib/http/json-error';
import { otherMethods } from '@/lib/http/methods';

type Context = { params: Promise<{ path: string[] }> };

/**
 * The browser's one address for the bills API, relayed to BILLS_API_URL as set when the request
 * comes. Without it the built-in sandbox answers these calls at /api/sandbox/* instead (the Node
 * request gate marks them, next.config.js rewrites them), so reaching here means no API is set.
 */
async function relay(request: Request, { params }: Context): Promise<Response> {
  const upstream = billsApiUpstream();
  if (!upstream) return jsonError(503, 'not_configured', 'The bills service is not configured on this server.');
  return relayToBillsApi(request, upstream, (await params).path);
}

export const GET = relay;
export const POST = relay;
export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
