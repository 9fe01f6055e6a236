// @ts-check
// First-load bytes of a page as a modern browser fetches them: the HTML, and the JavaScript its own
// script tags load (module scripts; `noModule` polyfills are never loaded by such browsers), gzip.
import { gzipSync } from 'node:zlib';

/** @param {string} text */
const gzipKb = (text) => gzipSync(Buffer.from(text)).length / 1024;

const PAYLOAD_SCRIPT = /<script>self\.__next_f\.push\(([\s\S]*?)\)<\/script>/g;
const STYLE_TAG = /<style[^>]*>[\s\S]*?<\/style>/g;

/**
 * The HTML's parts, each compressed alone: React's payload (the inline `self.__next_f` scripts that
 * hydration and client navigation read), the style tags, and the markup with everything else; and how
 * much of the payload is style rules (Emotion renders them as React `<style>` elements), also alone.
 * @param {string} html
 * @returns {{ payloadKb: number, stylesKb: number, markupKb: number, payloadStyleKb: number }} gzip kB
 */
export function htmlParts(html) {
  const payloadScripts = [...html.matchAll(PAYLOAD_SCRIPT)];
  const payload = payloadScripts.map((match) => match[0]).join('');
  const decoded = payloadScripts.map((match) => String(JSON.parse(match[1] ?? '[]')[1] ?? '')).join('');
  const styleRules = [...decoded.matchAll(/\["\$","style",[^\]]*?"children":"((?:[^"\\]|\\.)*)"/g)].map((match) => match[1] ?? '');
  return {
    payloadKb: gzipKb(payload),
    stylesKb: gzipKb((html.match(STYLE_TAG) ?? []).join('')),
    markupKb: gzipKb(html.replace(PAYLOAD_SCRIPT, '').replace(STYLE_TAG, '')),
    payloadStyleKb: gzipKb(styleRules.join('')),
  };
}

/**
 * @param {string} base the server
 * @param {string} route the page
 * @returns {Promise<{ htmlKb: number, jsKb: number, html: string }>}
 */
export async function firstLoad(base, route) {
  const html = await (await fetch(base + route)).text();
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((match) => !/noModule/i.test(match[0])).map((match) => match[1] ?? ''))];
  const sizes = await Promise.all(scripts.map(async (src) => gzipSync(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer())).length / 1024));
  return { htmlKb: gzipKb(html), jsKb: sizes.reduce((sum, size) => sum + size, 0), html };
}
