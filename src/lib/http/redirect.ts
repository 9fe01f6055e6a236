// Whatever a browser would make of the target (`/\evil.example`, tabs, `//host`), it stays on this site only if it keeps this origin.
const PLACEHOLDER_ORIGIN = 'http://same-origin.invalid';

export function sameOriginPath(target: string | null | undefined, fallback = '/'): string {
  if (!target) return fallback;
  let url: URL;
  try {
    url = new URL(target, PLACEHOLDER_ORIGIN);
  } catch {
    return fallback;
  }
  // `//x` as a Location would be read as another host.
  if (url.origin !== PLACEHOLDER_ORIGIN || url.pathname.startsWith('//')) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** A relative Location: no server-side idea of the host (`localhost`, a spoofed Host) can leak into it. */
export function redirectToPath(path: string, status: 302 | 303 | 307): Response {
  return new Response(null, { status, headers: { Location: sameOriginPath(path), 'Cache-Control': 'no-store' } });
}
