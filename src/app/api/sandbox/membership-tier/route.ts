import { payloadResponse } from '@/lib/bills-sandbox/http';
import { membershipTiers } from '@/lib/bills-sandbox/plans';
import { otherMethods } from '@/lib/http/methods';

export function GET(request: Request): Promise<Response> {
  return payloadResponse(request, membershipTiers);
}

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
