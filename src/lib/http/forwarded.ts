/** TRUSTED_PROXY_HOPS, read at run time. Default 0: forwarding headers are a client's own words. */
export function trustedProxyHops(env: NodeJS.ProcessEnv = process.env): number {
  const hops = Number(env.TRUSTED_PROXY_HOPS ?? 0);
  return Number.isInteger(hops) && hops >= 0 ? Math.min(hops, 10) : 0;
}

/** Entries left of the `hops`th from the right are the client's own claims; a shorter list was written by the proxies alone. */
function trustedEntry(request: Request, header: string, hops: number): string | undefined {
  const list = (request.headers.get(header) ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  return list[list.length - hops] ?? list[0];
}

/** Route handlers are not told the TCP peer, so without a trusted proxy every visitor is one client (start-up warns). */
export function clientAddress(request: Request): string {
  const hops = trustedProxyHops();
  return (hops > 0 && trustedEntry(request, 'x-forwarded-for', hops)) || 'unknown';
}

/** A host name or a bracketed IPv6 address, then an optional port. */
const EXACT_HOST =
  /^(?<name>[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?(?:\.[a-z\d](?:[a-z\d-]{0,61}[a-z\d])?)*|\[[\da-f:.]+\])(?::\d{1,5})?$/i;

/** Null unless `host` is exactly a host and port: `localhost:80@evil.example` parses as the host `evil.example`. */
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

/** The Host, or behind a trusted proxy the forwarded scheme and host. */
export function requestOrigin(request: Request): string | null {
  const hops = trustedProxyHops();
  const scheme = (hops > 0 && trustedEntry(request, 'x-forwarded-proto', hops)) || 'http';
  const host =
    (hops > 0 && trustedEntry(request, 'x-forwarded-host', hops)) ||
    request.headers.get('host') ||
    new URL(request.url).host;
  return exactOrigin(scheme, host);
}

export function isSecureRequest(request: Request): boolean {
  return requestOrigin(request)?.startsWith('https:') ?? false;
}
