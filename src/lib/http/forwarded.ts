/** The key every visitor shares when no trusted proxy says who they are (`next start` alone does not). */
const UNKNOWN_CLIENT = 'unknown';

const MAX_PROXY_HOPS = 10;

/** How many proxies in front of the site (CDN, load balancer) may be believed about the client: TRUSTED_PROXY_HOPS, read at run time. Default 0: forwarding headers are a client's own words. */
export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops >= 0 ? Math.min(hops, MAX_PROXY_HOPS) : 0;
}

function forwardedList(request: Request, header: string): string[] {
  return (request.headers.get(header) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The `hops`th entry from the right: entries further left are the client's own claims; a shorter list was written by the proxies alone. */
function trustedEntry(request: Request, header: string, hops: number): string | undefined {
  const list = forwardedList(request, header);
  return list[list.length - hops] ?? list[0];
}

/** Route handlers are not told the TCP peer, so without a trusted proxy every visitor is one UNKNOWN_CLIENT (start-up warns). */
export function clientAddress(request: Request): string {
  const hops = trustedProxyHops();
  return (hops > 0 && trustedEntry(request, 'x-forwarded-for', hops)) || UNKNOWN_CLIENT;
}

/** The origin the browser addressed; forwarded scheme and host count only behind a trusted proxy. */
export function requestOrigin(request: Request): string | null {
  const hops = trustedProxyHops();
  const scheme = (hops > 0 && trustedEntry(request, 'x-forwarded-proto', hops)) || 'http';
  const host = (hops > 0 && trustedEntry(request, 'x-forwarded-host', hops)) || request.headers.get('host') || new URL(request.url).host;
  if (!host || (scheme !== 'http' && scheme !== 'https')) return null;
  try {
    return new URL(`${scheme}://${host}`).origin;
  } catch {
    return null;
  }
}

/** Whether the browser reached the site over HTTPS (then cookies are Secure). */
export function isSecureRequest(request: Request): boolean {
  return requestOrigin(request)?.startsWith('https:') ?? false;
}
