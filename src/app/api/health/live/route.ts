import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

/** The process answers: an orchestrator restarts it when this fails. Depends on nothing else, so an outage elsewhere never restarts every instance. */
export function GET(): Response {
  return Response.json({ status: 'live' }, { headers: { 'Cache-Control': 'no-store' } });
}

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
