// @ts-check
// First-load bytes of a page as a modern browser fetches them: the HTML, and the JavaScript its own
// script tags load (module scripts; `noModule` polyfills are never loaded by such browsers), gzip.
import { gzipSync } from 'node:zlib';

/** @param {Buffer} buffer */
const gzipKb = (buffer) => gzipSync(buffer).length / 1024;

/**
 * @param {string} base the server
 * @param {string} route the page
 * @returns {Promise<{ htmlKb: number, jsKb: number }>}
 */
export async function firstLoad(base, route) {
  const html = await (await fetch(base + route)).text();
  const scripts = [...new Set([...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((match) => !/noModule/i.test(match[0])).map((match) => match[1] ?? ''))];
  const sizes = await Promise.all(scripts.map(async (src) => gzipKb(Buffer.from(await (await fetch(new URL(src, base))).arrayBuffer()))));
  return { htmlKb: gzipKb(Buffer.from(html)), jsKb: sizes.reduce((sum, size) => sum + size, 0) };
}
