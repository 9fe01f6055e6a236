import { SERVICE_TYPES } from '@/lib/bills-sandbox/catalogue';
import { getOnlyFallbacks, payloadResponse } from '@/lib/bills-sandbox/http';

export function GET(request: Request) {
  return payloadResponse(request, SERVICE_TYPES);
}

export const { POST, PUT, PATCH, DELETE } = getOnlyFallbacks();
