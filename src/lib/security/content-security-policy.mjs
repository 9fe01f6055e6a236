// Plain JavaScript (typed in the .d.mts beside it): next.config.js sets the static pages' policy with it
// at build, and src/proxy.ts the per-request ones.

/** Pages that take personal data: their scripts run only with the per-request nonce (so they render per request). */
export const NONCE_PAGES = Object.freeze(['/paybills', '/contactus']);

/** @param {import('./content-security-policy.mjs').PolicyOptions} options */
export function pageContentSecurityPolicy({ nonce, draft, projectId, dev }) {
  const scripts = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"];
  if (dev) scripts.push("'unsafe-eval'");
  const images = ["'self'", 'data:', 'blob:', ...(projectId ? ['https://cdn.sanity.io'] : [])];
  const connections = ["'self'", ...(draft ? [`https://${draft.projectId}.api.sanity.io`, `wss://${draft.projectId}.api.sanity.io`] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // Emotion writes <style> elements at run time.
    "style-src 'self' 'unsafe-inline'",
    `img-src ${images.join(' ')}`,
    "font-src 'self'",
    `connect-src ${connections.join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    `frame-ancestors ${draft ? `'self' ${draft.studioOrigin}` : "'none'"}`,
  ].join('; ');
}

/** The policy of everything that is not a page (JSON, images, files): it may load nothing and be framed by no one. */
export const RESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";
