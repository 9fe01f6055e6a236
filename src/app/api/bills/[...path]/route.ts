import { billsApiUpstream } from '@/lib/bills-relay/upstream';
import { relayToBillsApi } from '@/lib/bills-relay/relay';
import { otherMethods } from '@/lib/http/methods';
import { answerFromSandbox } from './sandbox-routes';

type Context = { params: Promise<{ path: string[] }> };

/**
 * The browser's one address for the bills API, relayed to BILLS_API_URL as set when the request
 * comes. Without it the built-in sandbox answers, in this process (./sandbox-routes.ts).
 */
async function relay(request: Request, { params }: Context): Promise<Response> {
  const upstream = billsApiUpstream();
  const { path } = await params;
  if (!upstream) return answerFromSandbox(request, path);
  return relayToBillsApi(request, upstream, path);
}

export const GET = relay;
export const POST = relay;
export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
