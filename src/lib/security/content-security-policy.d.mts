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

/** The Content-Security-Policy of an HTML page. */
export declare function pageContentSecurityPolicy(options: PolicyOptions): string;

/** The policy of everything that is not a page (JSON, images, files): it may load nothing and be framed by no one. */
export declare const RESOURCE_CONTENT_SECURITY_POLICY: string;

/** A seed image's own policy (an SVG may style itself, nothing more): it loads and runs nothing. */
export declare const IMAGE_CONTENT_SECURITY_POLICY: string;
