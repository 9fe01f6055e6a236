import { sandboxEndpoint } from '@/lib/bills/sandbox/endpoint';
import { otherMethods } from '@/lib/http/methods';

export const POST = (request: Request) => sandboxEndpoint.answer({ name: 'pay' }, request);

export const { GET, PUT, PATCH, DELETE } = otherMethods(['POST']);
