// @ts-check
// First-load bytes as a browser gets them through the front proxy: the page's HTML and the scripts its
// own tags load (module scripts: `noModule` ones are never loaded by such browsers), counted as sent,
// once asked for brotli and once for gzip (the proxy sends files under 256 bytes as they are), and what
// the CSS and pictures inlined in the HTML add to it, and how much of it carries the page's markup.
import { once } from 'node:events';
import http from 'node:http';
import zlib from 'node:zlib';

/** The body as sent (not decoded). @param {string} url @param {'br' | 'gzip'} encoding */
async function sentBody(url, encoding) {
  const [response] = await once(http.get(url, { headers: { 'accept-encoding': encoding } }), 'response');
  const chunks = [];
  for await (const chunk of response) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** @param {string} url @param {'br' | 'gzip'} encoding */
const sentKb = async (url, encoding) => (await sentBody(url, encoding)).length / 1024;

/**
 * How much of the Brotli HTML as sent (`body`) a browser must have read to decode the page's markup through `</main>`
 * (React's payload follows it), in kB: within a connection's first flight (about 14 kB), the page is drawn
 * whole before a second round trip. @param {Buffer} body
 */
function markupKb(body) {
  const flush = { finishFlush: zlib.constants.BROTLI_OPERATION_FLUSH };
  const decodesMarkup = (/** @type {number} */ bytes) =>
    zlib.brotliDecompressSync(body.subarray(0, bytes), flush).includes('</main>');
  let [low, high] = [0, body.length];
  while (low < high) {
    const middle = Math.floor((low + high) / 2);
    if (decodesMarkup(middle)) high = middle;
    else low = middle + 1;
  }
  return low / 1024;
}

/** Brotli at the front proxy's level (deploy/nginx/helpa/compression.conf), in kB. @param {string} text */
const brotliKb = (text) =>
  zlib.brotliCompressSync(text, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 6 } }).length / 1024;

/**
 * What the page's CSS and first-view pictures add to its HTML, compressed: Next inlines each CSS file
 * in a <style> and again, as a string, in the page's payload (experimental.inlineCss), where a boundary
 * that has not rendered (the not-found page) carries its CSS too; a first-view SVG picture is drawn as
 * markup (`inlineSvg`), so its <svg> is in the HTML and again, as a string, in the payload (an icon
 * React renders is in the payload as elements, not as a string, so it is not counted). The HTML is
 * compressed without them to compare.
 * @param {string} html @param {string} url
 */
async function inlinedKb(html, url) {
  const inStyles = /<style[^>]+data-href="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  const inPayload = [...html.matchAll(/\\"href\\":\\"(\/_next\/static\/[^\\"]+\.css)\\"/g)].map(
    (match) => match[1] ?? '',
  );
  const hrefs = [...new Set([...inStyles, ...inPayload])];
  const files = await Promise.all(hrefs.map(async (href) => (await fetch(new URL(href, url))).text()));
  const asString = (/** @type {string} */ text) => JSON.stringify(text).slice(1, -1);
  // The payload's <script> tags carry <, > and & as \u escapes (Next's htmlEscapeJsonString).
  const inScript = (/** @type {string} */ text) =>
    text.replace(/[<>&]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
  const pictures = [...html.matchAll(/<svg[\s\S]*?<\/svg>/g)]
    .map((match) => match[0])
    .filter((svg) => html.includes(inScript(asString(svg))));
  const without = [
    ...files.flatMap((css) => [css, inScript(asString(css)), inScript(asString(asString(css)))]),
    ...pictures.flatMap((svg) => [svg, inScript(asString(svg))]),
  ].reduce((rest, text) => rest.replaceAll(text, ''), html);
  return brotliKb(html) - brotliKb(without);
}

/** @param {string} url the page @returns {Promise<import('./report.ts').Sizes>} */
export async function firstLoad(url) {
  const html = await (await fetch(url)).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((match) => !/noModule/i.test(match[0]));
  const scripts = [...new Set(tags.map((match) => new URL(match[1] ?? '', url).href))];
  const total = async (/** @type {'br' | 'gzip'} */ encoding) =>
    (await Promise.all(scripts.map((src) => sentKb(src, encoding)))).reduce((sum, kb) => sum + kb, 0);
  const htmlAsBrotli = await sentBody(url, 'br');
  return {
    scripts: scripts.length,
    jsBr: await total('br'),
    jsGzip: await total('gzip'),
    htmlBr: htmlAsBrotli.length / 1024,
    htmlGzip: await sentKb(url, 'gzip'),
    markupBr: markupKb(htmlAsBrotli),
    inlinedBr: await inlinedKb(html, url),
  };
}
