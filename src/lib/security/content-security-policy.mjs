// Plain JavaScript (typed in the .d.mts beside it): next.config.js sets the pages' policies with it at
// build, src/proxy.ts an editor's draft preview's, and the Node request gate the personal-data pages'.

/**
 * Pages that take personal data: no inline script runs on them unless the policy names it, by the hash
 * of the page's own inline scripts (src/lib/security/inline-script-hashes.ts) or, in a draft preview
 * rendered per request, by a nonce.
 */
export const PERSONAL_DATA_PAGES = Object.freeze(['/paybills', '/contactus']);

/** @param {import('./content-security-policy.mjs').PolicyOptions} options */
export function pageContentSecurityPolicy({ nonce, scriptHashes, draft, projectId, dev }) {
  const scripts = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : scriptHashes ? ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)] : ["'self'", "'unsafe-inline'"];
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
