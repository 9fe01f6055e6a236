import 'server-only';
import { createHash } from 'node:crypto';
import type { SerializedStyles } from '@emotion/serialize';
import { emotionRules } from '@/styles/server-jsx/emotion-rules';
import { STYLE_MODULES } from './style-modules';

/** The styles a style module exports, alone or inside objects and arrays of parts (functions are made per use). */
function exportedStyles(value: unknown, found: Set<SerializedStyles>, depth = 0): Set<SerializedStyles> {
  if (typeof value !== 'object' || value === null || depth > 4) return found;
  if (isSerializedStyles(value)) return found.add(value);
  for (const item of Object.values(value)) exportedStyles(item, found, depth + 1);
  return found;
}

function isSerializedStyles(value: object): value is SerializedStyles {
  return typeof (value as SerializedStyles).name === 'string' && typeof (value as SerializedStyles).styles === 'string';
}

export type SiteStylesheet = { css: string; names: ReadonlySet<string>; file: string; href: string };

let stylesheet: SiteStylesheet | undefined;

/**
 * The rules of every style the style modules export, as one stylesheet that browsers keep (its file
 * name is its content's hash) instead of text in every page's HTML and again in React's payload.
 * Styles made per render (a function's, a composition) still travel with the page as `<style>`s.
 * The same in every process: it depends on the code alone.
 */
export function siteStylesheet(): SiteStylesheet {
  if (stylesheet) return stylesheet;
  const rules = new Map<string, string>();
  for (const serialized of exportedStyles(STYLE_MODULES, new Set())) {
    const { name, rules: css } = emotionRules(serialized);
    rules.set(name, css);
  }
  const css = [...rules.values()].join('');
  const file = `${createHash('sha256').update(css).digest('hex').slice(0, 16)}.css`;
  stylesheet = { css, names: new Set(rules.keys()), file, href: `/styles/${file}` };
  return stylesheet;
}
