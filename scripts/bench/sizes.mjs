// @ts-check
// First-load bytes as a browser gets them through the front proxy: the page's HTML and the scripts its
// own tags load (module scripts: `noModule` ones are never loaded by such browsers), counted as sent,
// once asked for brotli and once for gzip (the proxy sends files under 256 bytes as they are).
import http from 'node:http';

/** The body's length as sent (not decoded), in kB. @param {string} url @param {'br' | 'gzip'} encoding @returns {Promise<number>} */
function sentKb(url, encoding) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': encoding } }, (response) => {
        let bytes = 0;
        response.on('data', (chunk) => (bytes += chunk.length));
        response.on('end', () => resolve(bytes / 1024));
      })
      .on('error', reject);
  });
}

/** @param {string} url the page @returns {Promise<import('./report.mjs').Sizes>} */
export async function firstLoad(url) {
  const html = await (await fetch(url)).text();
  const tags = [...html.matchAll(/<script[^>]+src="([^"]+)"[^>]*>/g)].filter((match) => !/noModule/i.test(match[0]));
  const scripts = [...new Set(tags.map((match) => new URL(match[1] ?? '', url).href))];
  const total = async (/** @type {'br' | 'gzip'} */ encoding) => (await Promise.all(scripts.map((src) => sentKb(src, encoding)))).reduce((sum, kb) => sum + kb, 0);
  return { scripts: scripts.length, jsBr: await total('br'), jsGzip: await total('gzip'), htmlBr: await sentKb(url, 'br'), htmlGzip: await sentKb(url, 'gzip') };
}
