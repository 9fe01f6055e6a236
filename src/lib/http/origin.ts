/** The host this request was addressed to, as the browser saw it (behind a proxy: X-Forwarded-Host). */
export function requestHost(request: Request): string | null {
  return request.headers.get('x-forwarded-host') ?? request.headers.get('host');
}

/** True when the browser says the request comes from a page of another site (`Origin` of another host). */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).host !== requestHost(request);
  } catch {
    return true;
  }
}
