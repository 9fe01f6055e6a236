import { membershipTiers } from '@/lib/bills-sandbox/plans';
import { methodNotAllowed, payloadResponse } from '@/lib/bills-sandbox/http';

export function GET(request: Request): Response {
  return payloadResponse(request, membershipTiers);
}

const notAllowed = () => methodNotAllowed(['GET']);
export { notAllowed as POST, notAllowed as PUT, notAllowed as PATCH, notAllowed as DELETE };
