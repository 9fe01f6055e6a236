import { payloadResponse } from '@/lib/bills-sandbox/http';
import { REQUEST_ID_PATTERN } from '@/lib/bills-api/contract';
import { sandboxLedger } from '@/lib/bills-sandbox/payments';
import { jsonError } from '@/lib/http/json-error';
import { otherMethods } from '@/lib/http/methods';

export async function GET(request: Request, { params }: { params: Promise<{ requestId: string }> }) {
  const { requestId } = await params;
  if (!REQUEST_ID_PATTERN.test(requestId)) return jsonError(400, 'invalid_request_id', 'requestId: must be 12 digits of YYYYMMDDHHmm then at least 12 letters or digits');
  const outcome = await sandboxLedger.requery(requestId);
  return outcome.status === 200 ? payloadResponse(request, outcome.payload) : jsonError(outcome.status, outcome.code, outcome.message);
}

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
