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

/** A host name (DNS labels, an IPv4 address) or a bracketed IPv6 address, then an optional port of digits. */
const EXACT_HOST =
  /^(?<name>[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*|\[[\da-f:.]+\])(?::\d{1,5})?$/i;

/**
 * `scheme://host` when `host` is exactly a host and port as a browser sends them, else null: a value
 * such as `localhost:80@evil.example` (which a URL parser reads as the host `evil.example`) or
 * `127.0.0.1:evil` names no origin of this site.
 */
function exactOrigin(scheme: string, host: string): string | null {
  const name = EXACT_HOST.exec(host)?.groups?.name;
  if (!name || (scheme !== 'http' && scheme !== 'https')) return null;
  try {
    const url = new URL(`${scheme}://${host}`);
    // The parser rewrites what it reads another way (`0x7f.1` is 127.0.0.1): only a name it keeps as sent counts.
    return url.hostname === name.toLowerCase() ? url.origin : null;
  } catch {
    return null;
  }
}

/**
 * The origin the browser addressed: the Host, or behind a trusted proxy the forwarded scheme and host,
 * only when it is exactly a host and port (the front proxy refuses any other Host before it gets here).
 */
export function requestOrigin(request: Request): string | null {
  const hops = trustedProxyHops();
  const scheme = (hops > 0 && trustedEntry(request, 'x-forwarded-proto', hops)) || 'http';
  const host =
    (hops > 0 && trustedEntry(request, 'x-forwarded-host', hops)) ||
    request.headers.get('host') ||
    new URL(request.url).host;
  return exactOrigin(scheme, host);
}

/** Whether the browser reached the site over HTTPS (then cookies are Secure). */
export function isSecureRequest(request: Request): boolean {
  return requestOrigin(request)?.startsWith('https:') ?? false;
}
