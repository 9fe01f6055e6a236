import { errorResponse, methodNotAllowed, payloadResponse, readJsonBody, rejectUnlessXsrfValid } from '@/lib/bills-sandbox/http';
import { verifyMerchant, verifyMerchantRequestSchema } from '@/lib/bills-sandbox/meters';

export async function POST(request: Request) {
  const forbidden = rejectUnlessXsrfValid(request);
  if (forbidden) return forbidden;
  const body = await readJsonBody(request, verifyMerchantRequestSchema);
  if ('error' in body) return body.error;
  const outcome = verifyMerchant(body.data);
  return outcome.status === 200 ? payloadResponse(request, outcome.payload) : errorResponse(outcome.status, outcome.code, outcome.message);
}

const postOnly = () => methodNotAllowed(['POST']);
export { postOnly as GET, postOnly as PUT, postOnly as PATCH, postOnly as DELETE };
