import { DISTRIBUTORS } from '@/lib/bills-sandbox/catalogue';
import { getOnlyFallbacks, payloadResponse } from '@/lib/bills-sandbox/http';

export function GET(request: Request) {
  return payloadResponse(request, DISTRIBUTORS);
}

export const { POST, PUT, PATCH, DELETE } = getOnlyFallbacks();
