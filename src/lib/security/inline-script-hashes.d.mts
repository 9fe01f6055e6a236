/** The CSP hash sources (`'sha256-…'`) of a page's inline scripts, in order and each once; JSON-LD and other data blocks are left out. */
export declare function inlineScriptHashes(html: string): string[];
