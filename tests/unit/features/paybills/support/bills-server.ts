import * as billsRoute from '@/app/api/bills/[...path]/route';
import * as emailAgainRoute from '@/app/api/paybills/receipt-email/route';
import { BILLS_RELAY_PATH } from '@/lib/bills/paths';

/** This site's server as the browser reaches it: the bills route (answered by the built-in sandbox, in this process) and Email it again. */
export async function serve(request: Request): Promise<Response> {
  const { pathname } = new URL(request.url);
  if (pathname.startsWith(`${BILLS_RELAY_PATH}/`)) {
    const path = pathname
      .slice(BILLS_RELAY_PATH.length + 1)
      .split('/')
      .map(decodeURIComponent);
    const handler = request.method === 'POST' ? billsRoute.POST : billsRoute.GET;
    return handler(request, { params: Promise.resolve({ path }) });
  }
  if (pathname === '/api/paybills/receipt-email' && request.method === 'POST') return emailAgainRoute.POST(request);
  return Response.json({ error: { code: 'not_found', message: 'No such page in this test.' } }, { status: 404 });
}
