import 'server-only';
import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { setForgettingOldest } from '@/lib/bounded-map';

let purify: ReturnType<typeof createDOMPurify> | undefined;

/** DOMPurify takes 40-80 ms over one SVG, and the same few are rendered again per regeneration and per search request. */
const sanitized = new Map<string, string | null>();
const REMEMBERED_SVGS = 32;

/** Inline, unlike in an `<img>`, an SVG's scripts and handlers would run; `null` when nothing drawable is left. */
export function sanitizeSvg(svg: string): string | null {
  if (sanitized.has(svg)) return sanitized.get(svg) ?? null;
  purify ??= createDOMPurify(new JSDOM('').window);
  const clean = purify.sanitize(svg, { USE_PROFILES: { svg: true, svgFilters: true } });
  // The page carries the SVG twice (markup, and React's JSON payload where `"` is `\"`): single quotes let Brotli match the two.
  const markup = clean.trimStart().startsWith('<svg')
    ? clean.replace(/<[^>]+>/g, (tag) => tag.replace(/="([^"']*)"/g, "='$1'"))
    : null;
  setForgettingOldest(sanitized, svg, markup, REMEMBERED_SVGS);
  return markup;
}
