import { createHash } from 'node:crypto';

// Only these types run as script; the rest (application/ld+json, application/json) are data no policy covers.
const SCRIPT_TYPES = new Set(['', 'text/javascript', 'application/javascript', 'module']);

export function scriptHash(text: string): string {
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** A script's text runs to the first `</script`, as a browser reads it: React escapes `<` inside the scripts it writes. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script/gi)) {
    if (/\ssrc\s*=/i.test(` ${attributes}`)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]*)/i.exec(attributes)?.[1]?.toLowerCase() ?? '';
    if (!SCRIPT_TYPES.has(type)) continue;
    hashes.add(scriptHash(text));
  }
  return [...hashes];
}
