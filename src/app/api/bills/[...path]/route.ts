import { billsApiUpstream } from '@/lib/bills-relay/upstream';
import { noSuchBillsCall, relayToBillsApi } from '@/lib/bills-relay/relay';
import { otherMethods } from '@/lib/http/methods';
import { answerFromSandbox } from './sandbox-routes';

type Context = { params: Promise<{ path: string[] }> };

/**
 * The browser's one address for the bills API. With BILLS_API_URL set when the request comes, the
 * call is relayed there; without it the built-in sandbox answers, in this process.
 */
function relay(method: 'GET' | 'POST') {
  return async (request: Request, { params }: Context): Promise<Response> => {
    const { path } = await params;
    const upstream = billsApiUpstream();
    if (upstream) return relayToBillsApi(request, upstream, path);
    return (await answerFromSandbox(method, request, path)) ?? noSuchBillsCall();
  };
}

export const GET = relay('GET');
export const POST = relay('POST');
export const { PUT, PATCH, DELETE } = otherMethods(['GET', 'POST']);
