// Parsed against a placeholder origin: whatever a browser would make of the target (`/\evil.example`, tabs, newlines, `//host`), it stays on this site only if the parsed URL keeps this origin.
const PLACEHOLDER_ORIGIN = 'http://same-origin.invalid';

/** `target` when it is a path on this site, else `fallback`: never a way off the site. */
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

/**
 * A redirect to a path on this site with a relative Location: the browser resolves it against the address it used, so no server-side idea of the host (`localhost`, a spoofed Host) can leak into it.
 */
export function redirectToPath(path: string, status: 302 | 303 | 307): Response {
  return new Response(null, { status, headers: { Location: sameOriginPath(path), 'Cache-Control': 'no-store' } });
}
