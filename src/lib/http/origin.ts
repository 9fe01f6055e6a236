import { requestOrigin } from './forwarded';

/** The browser's `Origin` differs from this site's in scheme, host or port. */
export function isCrossSite(request: Request): boolean {
  const origin = request.headers.get('origin');
  if (!origin) return false;
  try {
    return new URL(origin).origin !== requestOrigin(request);
  } catch {
    return true;
  }
}
