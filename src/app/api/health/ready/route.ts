import { readiness } from '@/lib/health/readiness';
import { otherMethods } from '@/lib/http/methods';

export const dynamic = 'force-dynamic';

/** For a balancer or an orchestrator: 200 while this instance should take traffic (also degraded), 503 while starting or after SIGTERM. */
export async function GET(): Promise<Response> {
  const state = await readiness();
  return Response.json(state, { status: state.ready ? 200 : 503, headers: { 'Cache-Control': 'no-store' } });
}

export const { POST, PUT, PATCH, DELETE } = otherMethods(['GET']);
