/** Pages that take personal data: their scripts run only with the per-request nonce (so they render per request). */
export const NONCE_PAGES: readonly string[] = ['/paybills', '/contactus'];

export type PolicyOptions = {
  /** A per-request nonce: scripts need it ('strict-dynamic' lets them load their chunks); no 'unsafe-inline'. */
  nonce?: string;
  /** An editor previewing drafts inside the Studio: the Studio may frame the page and it may talk to Sanity. */
  draft?: { studioOrigin: string; projectId: string } | null;
  /** The Sanity project whose image CDN pages may show. */
  projectId?: string;
  /** `next dev` evaluates code for Fast Refresh. */
  dev?: boolean;
};

/** The Content-Security-Policy of an HTML page. */
export function pageContentSecurityPolicy({ nonce, draft, projectId, dev }: PolicyOptions): string {
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
