import { payloadResponse, refuseSandboxPost } from '@/lib/bills-sandbox/http';
import { payRequestSchema, sandboxLedger } from '@/lib/bills-sandbox/payments';
import { readJsonBody } from '@/lib/http/body';
import { jsonError } from '@/lib/http/json-error';
import { otherMethods } from '@/lib/http/methods';

export async function POST(request: Request) {
  const refused = await refuseSandboxPost(request);
  if (refused) return refused;
  const body = await readJsonBody(request, payRequestSchema);
  if ('error' in body) return body.error;
  const outcome = await sandboxLedger.pay(body.data);
  return outcome.status === 200 ? payloadResponse(request, outcome.payload) : jsonError(outcome.status, outcome.code, outcome.message);
}

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
