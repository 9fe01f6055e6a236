import { distributors } from '@/lib/bills-sandbox/catalogue';
import { payloadResponse } from '@/lib/bills-sandbox/http';
import { otherMethods } from '@/lib/http/methods';

export function GET(request: Request) {
  return payloadResponse(request, distributors());
}

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
