import { billsCallFor, CALL_METHODS } from '@/lib/bills-relay/calls';
import { billsApiProvider } from '@/lib/bills-relay/relay';
import { billsApiUpstream } from '@/lib/bills-relay/upstream';
import { jsonError } from '@/lib/http/json-error';
import { methodNotAllowed, otherMethods } from '@/lib/http/methods';
import { sandboxProvider } from './sandbox-provider';

type Context = { params: Promise<{ path: string[] }> };

/** The browser's one address for the bills API: relayed to BILLS_API_URL as set when the request comes, else the built-in sandbox. */
async function answer(request: Request, { params }: Context): Promise<Response> {
  const call = billsCallFor((await params).path);
  if (!call) return jsonError(404, 'not_found', 'There is no such bills API call.');
  const method = CALL_METHODS[call.name];
  if ((request.method === 'HEAD' ? 'GET' : request.method) !== method) return methodNotAllowed([method]);
  const upstream = billsApiUpstream();
  return (upstream ? billsApiProvider(upstream) : sandboxProvider).answer(call, request);
}

export const GET = answer;
export const POST = answer;
export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
