// cache-handler.mjs makes a cached page's policy from its HTML when the page is stored,
// src/proxy.ts the per-request pages' and previews', next.config.js the one `next dev` serves.
import { DATA_SAVER_MARK_SCRIPT } from '../data-saver.ts';
import { scriptHash } from './inline-script-hashes.ts';

/** The one inline script of the layout's own, which a per-request page names beside its nonce (a stored page's HTML holds it). */
const LAYOUT_SCRIPT_HASHES = [scriptHash(DATA_SAVER_MARK_SCRIPT)];

export type PolicyOptions = {
  /** A per-request nonce: scripts need it ('strict-dynamic' lets them load their chunks); no 'unsafe-inline'. */
  nonce?: string;
  /**
   * A stored page's inline scripts, by hash (`inlineScriptHashes`): they and this site's script files run,
   * nothing else; no 'unsafe-inline'. With neither a nonce nor hashes, any inline script runs (`next dev`, a preview).
   */
  scriptHashes?: readonly string[];
  /** An editor previewing drafts inside the Studio: the Studio may frame the page and it may talk to Sanity. */
  draft?: { studioOrigin: string; projectId: string } | null;
  /** The Sanity project whose image CDN pages may show and whose live event stream they listen to. */
  projectId?: string;
  /** `next dev` evaluates code for Fast Refresh. */
  dev?: boolean;
};

/**
 * Where pages reach the Content Lake (its live event stream; a preview's queries): SANITY_API_HOST when
 * set (a stand-in, or another host), else the project's API; none without either.
 */
function contentLakeOrigin(projectId: string | undefined): string | null {
  const apiHost = process.env.SANITY_API_HOST;
  if (apiHost) return new URL(apiHost).origin;
  return projectId ? `https://${projectId}.api.sanity.io` : null;
}

/** The Content-Security-Policy of an HTML page. */
export function pageContentSecurityPolicy({ nonce, scriptHashes, draft, projectId, dev }: PolicyOptions): string {
  const scripts = nonce
    ? [`'nonce-${nonce}'`, ...LAYOUT_SCRIPT_HASHES, "'strict-dynamic'"]
    : ["'self'", ...(scriptHashes ?? ["'unsafe-inline'"])];
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

/** The policy of everything that is not a page (JSON, images, files): it may load nothing and be framed by no one. */
export const RESOURCE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** A seed image's own policy (an SVG may style itself, nothing more): it loads and runs nothing. */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
