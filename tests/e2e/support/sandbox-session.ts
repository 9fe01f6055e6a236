import { makeRequestId } from '../../../src/features/paybills/payment/request-id';

/**
 * The headers a browser sends on a sandbox POST after loading pay bills: the cookies a GET handed
 * out, the XSRF token copied into its header, and the site's own origin.
 */
export async function sandboxPostHeaders(baseUrl: string): Promise<Record<string, string>> {
  const response = await fetch(`${baseUrl}/api/sandbox/UtilitiesBills`);
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0]!);
  const xsrf = cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='));
  if (!xsrf) throw new Error(`${baseUrl} handed out no XSRF cookie`);
  return {
    cookie: cookies.join('; '),
    'x-xsrf-token': decodeURIComponent(xsrf.slice('XSRF-TOKEN='.length)),
    origin: baseUrl,
    'content-type': 'application/json',
  };
}

/** A valid airtime payment, new each time (its own request id). */
export function airtimePayment(): string {
  return JSON.stringify({
    requestId: makeRequestId(),
    serviceID: 'mtn',
    billersCode: '08031234567',
    amount: 100,
    phone: '08031234567',
    email: 'ada@example.com',
  });
}
