import { requestOrigin } from './forwarded';

/**
 * True when the browser says the request comes from a page of another origin: its `Origin` differs
 * from this site's in scheme, host or port (so `https://127.0.0.1:3900` is not `http://127.0.0.1:3900`).
 */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).origin !== requestOrigin(request);
  } catch {
    return true;
  }
}
