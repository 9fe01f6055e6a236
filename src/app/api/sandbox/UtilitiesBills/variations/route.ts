import { sandboxEndpoint } from '@/lib/bills/sandbox/endpoint';
import { otherMethods } from '@/lib/http/methods';

export const GET = (request: Request) => sandboxEndpoint.answer({ name: 'variations' }, request);

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
