import { DATA_SAVER_MARK_SCRIPT } from '../data-saver.ts';
import { scriptHash } from './inline-script-hashes.ts';

/** The layout's own inline script, which a per-request page names beside its nonce (a stored page's HTML holds it). */
const LAYOUT_SCRIPT_HASHES = [scriptHash(DATA_SAVER_MARK_SCRIPT)];

type PolicyOptions = {
  /** 'strict-dynamic' lets nonced scripts load their chunks. */
  nonce?: string;
  /** A stored page's inline scripts. With neither a nonce nor hashes, any inline script runs (`next dev`, a preview). */
  scriptHashes?: readonly string[];
  /** The Studio may frame the page and it may talk to Sanity. */
  draft?: { studioOrigin: string; projectId: string } | null;
  projectId?: string;
  /** `next dev` evaluates code for Fast Refresh. */
  dev?: boolean;
};

/** SANITY_API_HOST when set (a stand-in), else the project's API. */
function contentLakeOrigin(projectId: string | undefined): string | null {
  const apiHost = process.env.SANITY_API_HOST;
  if (apiHost) return new URL(apiHost).origin;
  return projectId ? `https://${projectId}.api.sanity.io` : null;
}

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

/** Everything that is not a page (JSON, images, files). */
export const RESOURCE_CONTENT_SECURITY_POLICY =
  "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** An SVG may style itself, nothing more. */
export const IMAGE_CONTENT_SECURITY_POLICY = "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'";
