import { sandboxEndpoint } from '@/lib/bills/sandbox/endpoint';
import { otherMethods } from '@/lib/http/methods';

export async function GET(request: Request, { params }: { params: Promise<{ requestId: string }> }) {
  return sandboxEndpoint.answer({ name: 'requery', requestId: (await params).requestId }, request);
}

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
