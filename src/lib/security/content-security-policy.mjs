// Plain JavaScript: cache-handler.mjs makes a cached page's policy from its HTML when the page is stored,
// src/proxy.ts the per-request pages' and previews', next.config.js the one `next dev` serves.

/**
 * Where pages reach the Content Lake (its live event stream; a preview's queries): SANITY_API_HOST when
 * set (a stand-in, or another host), else the project's API; none without either.
 * @param {string | undefined} projectId
 */
function contentLakeOrigin(projectId) {
  const apiHost = process.env.SANITY_API_HOST;
  if (apiHost) return new URL(apiHost).origin;
  return projectId ? `https://${projectId}.api.sanity.io` : null;
}

/** @param {import('./content-security-policy.mjs').PolicyOptions} options */
export function pageContentSecurityPolicy({ nonce, scriptHashes, draft, projectId, dev }) {
  const scripts = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", ...(scriptHashes ?? ["'unsafe-inline'"])];
  if (dev) scripts.push("'unsafe-eval'");
  const images = ["'self'", 'data:', 'blob:', ...(projectId ? ['https://cdn.sanity.io'] : [])];
  // Live content: every page listens to the project's live event stream; a preview also opens sockets.
  const lake = contentLakeOrigin(draft?.projectId || projectId);
  const connections = ["'self'", ...(lake ? [lake] : []), ...(lake && draft ? [lake.replace(/^http/, 'ws')] : [])];
  return [
    "default-src 'self'",
    `script-src ${scripts.join(' ')}`,
    // A page's CSS arrives in its HTML as <style> elements (experimental.inlineCss in next.config.js).
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

export const RESOURCE_CONTENT_SECURITY_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
