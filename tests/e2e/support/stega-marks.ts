import { JSDOM } from 'jsdom';

/** The invisible code points stega appends to a string (@vercel/stega, as @sanity/client encodes with it). */
export const STEGA_MARK = /[\u200B-\u200D\u2060-\u2064\uFEFF\u{1D173}-\u{1D17A}]/u;

/** Scripts that carry the page's own data for React (Next's payload), which holds the visible text as well: not markup. */
const isFrameworkPayload = (element: Element) =>
  element.tagName === 'SCRIPT' && element.getAttribute('type') !== 'application/ld+json';

/**
 * Where a page's HTML carries stega's marks outside the text a visitor sees: any attribute (alt, aria-*,
 * title, placeholder, href, content), the document's title, and structured data. Visible text nodes
 * may carry them (click-to-edit reads them there); everything read by a browser, a screen reader or a
 * search engine may not.
 */
export function invisibleMarksOutsideText(html: string): string[] {
  const { document } = new JSDOM(html).window;
  const found: string[] = [];
  const describe = (element: Element) => `<${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}>`;
  for (const element of document.querySelectorAll('*')) {
    for (const { name, value } of element.attributes)
      if (STEGA_MARK.test(value)) found.push(`${describe(element)} ${name}="${value.replace(/[^\x20-\x7e]/gu, '')}"`);
    const ownText = [...element.childNodes]
      .filter((node) => node.nodeType === node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('');
    const textIsNotShown =
      ['TITLE', 'STYLE'].includes(element.tagName) || (element.tagName === 'SCRIPT' && !isFrameworkPayload(element));
    if (textIsNotShown && STEGA_MARK.test(ownText))
      found.push(`${describe(element)} text "${ownText.replace(/[^\x20-\x7e]/gu, '').slice(0, 80)}"`);
  }
  return found;
}
