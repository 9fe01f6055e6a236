import 'server-only';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { setForgettingOldest } from '@/lib/bounded-map';

let purify: ReturnType<typeof createDOMPurify> | undefined;

/**
 * Sanitized markup by SVG text. The same few first-view SVGs are rendered again at every regeneration
 * and every search without JavaScript (per request), and DOMPurify takes 40-80 ms over one of them.
 */
const sanitized = new Map<string, string | null>();
const REMEMBERED_SVGS = 32;

/**
 * An uploaded SVG made safe to put into the page's own markup, where, unlike in an `<img>`, its scripts,
 * event handlers and links would run: DOMPurify's SVG profile keeps shapes, paints and filters only.
 * `null` when nothing drawable is left.
 */
export function sanitizeSvg(svg: string): string | null {
  if (sanitized.has(svg)) return sanitized.get(svg) ?? null;
  purify ??= createDOMPurify(new JSDOM('').window);
  const clean = purify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
  const markup = clean.trimStart().startsWith('<svg') ? singleQuoted(clean) : null;
  setForgettingOldest(sanitized, svg, markup, REMEMBERED_SVGS);
  return markup;
}

/**
 * The page carries the SVG twice: as markup, and in React's payload, a JSON string where every `"` is
 * written `\"`. With its attributes in single quotes the two copies match for long runs, and Brotli sends
 * the second for little. A value holding `'` keeps its double quotes.
 */
function singleQuoted(markup: string): string {
  return markup.replace(/<[^>]+>/g, (tag) => tag.replace(/="([^"']*)"/g, "='$1'"));
}
