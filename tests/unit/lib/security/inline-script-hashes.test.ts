import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { inlineScriptHashes } from '@/lib/security/inline-script-hashes';

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('inlineScriptHashes', () => {
  it('hashes the text of each inline script exactly as written, non-ASCII included', () => {
    const push = 'self.__next_f.push([1,"₦500 \\u003cb\\u003e"])';
    const html = `<html><head><script>(self.__next_s=self.__next_s||[]).push(0)</script></head><body><script>${push}</script></body></html>`;
    expect(inlineScriptHashes(html)).toEqual([sha256('(self.__next_s=self.__next_s||[]).push(0)'), sha256(push)]);
  });

  it('leaves out script files and data blocks, which no hash covers', () => {
    const html =
      '<script src="/_next/static/chunks/a.js" async=""></script><script type="application/ld+json">{"@type":"Organization"}</script><script id="x" type="module">import("/a.js")</script>';
    expect(inlineScriptHashes(html)).toEqual([sha256('import("/a.js")')]);
  });

  it('names a script repeated in the page once', () => {
    expect(inlineScriptHashes('<script>a()</script><p></p><script>a()</script>')).toEqual([sha256('a()')]);
  });

  it('gives a page without inline scripts no hash', () => {
    expect(inlineScriptHashes('<main>Pay bills</main>')).toEqual([]);
  });
});
