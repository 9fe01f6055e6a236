/** A cookie's value from the request, or undefined; a badly encoded value counts as absent. */
export function readCookie(request: Request, name: string): string | undefined {
  const header = request.headers.get('cookie') ?? '';
  for (const part of header.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export type CookieOptions = { maxAgeSeconds: number; secure: boolean; httpOnly?: boolean };

/** A Set-Cookie value for the whole site, SameSite=Lax, with a lifetime; Secure whenever the site is on HTTPS. */
export function serializeCookie(
  name: string,
  value: string,
  { maxAgeSeconds, secure, httpOnly = false }: CookieOptions,
): string {
  return [
    `${name}=${encodeURIComponent(value)}`,
    'Path=/',
    'SameSite=Lax',
    `Max-Age=${maxAgeSeconds}`,
    ...(httpOnly ? ['HttpOnly'] : []),
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}
