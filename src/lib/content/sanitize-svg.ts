import 'server-only';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';

let purify: ReturnType<typeof createDOMPurify> | undefined;

/**
 * An uploaded SVG made safe to put into the page's own markup, where, unlike in an `<img>`, its scripts,
 * event handlers and links would run: DOMPurify's SVG profile keeps shapes, paints and filters only.
 * `null` when nothing drawable is left.
 */
export function sanitizeSvg(svg: string): string | null {
  purify ??= createDOMPurify(new JSDOM('').window);
  const clean = purify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
  return clean.trimStart().startsWith('<svg') ? clean : null;
}
