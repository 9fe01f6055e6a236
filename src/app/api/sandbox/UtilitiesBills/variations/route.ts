import { findVariations } from '@/lib/bills-sandbox/catalogue';
import { payloadResponse } from '@/lib/bills-sandbox/http';
import { jsonError } from '@/lib/http/json-error';
import { otherMethods } from '@/lib/http/methods';

export function GET(request: Request) {
  const serviceID = new URL(request.url).searchParams.get('serviceID');
  if (!serviceID) return jsonError(400, 'invalid_query', 'serviceID: required, e.g. ?serviceID=mtn-data');
  const variations = findVariations(serviceID);
  if (!variations) return jsonError(404, 'unknown_service', `serviceID: no variations for "${serviceID.slice(0, 60)}"`);
  return payloadResponse(request, variations);
}

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
