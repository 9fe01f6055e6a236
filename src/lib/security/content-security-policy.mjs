// Plain JavaScript (typed in the .d.mts beside it): next.config.js sets the cached pages' policy with
// it at build, src/proxy.ts the personal-data pages' and an editor's draft preview's, per request.

/**
 * Where the browser reaches the project's Content Lake: Sanity's API host, or SANITY_API_HOST (read
 * where the policy is made: at build for cached pages, per request in src/proxy.ts).
 * @param {string} projectId
 */
function contentLakeOrigin(projectId) {
  const apiHost = process.env.SANITY_API_HOST;
  return apiHost ? new URL(apiHost).origin : `https://${projectId}.api.sanity.io`;
}

/** @param {import('./content-security-policy.mjs').PolicyOptions} options */
export function pageContentSecurityPolicy({ nonce, draft, projectId, dev }) {
  const scripts = nonce ? [`'nonce-${nonce}'`, "'strict-dynamic'"] : ["'self'", "'unsafe-inline'"];
  if (dev) scripts.push("'unsafe-eval'");
  const images = ["'self'", 'data:', 'blob:', ...(projectId ? ['https://cdn.sanity.io'] : [])];
  // Live content: every page listens to the project's live event stream; a preview also opens sockets.
  const lake = draft?.projectId || projectId ? contentLakeOrigin(draft?.projectId || projectId || '') : null;
  const connections = ["'self'", ...(lake ? [lake] : []), ...(lake && draft ? [lake.replace(/^http/, 'ws')] : [])];
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

/** A seed image's own policy (an SVG may style itself, nothing more): it loads and runs nothing. */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
