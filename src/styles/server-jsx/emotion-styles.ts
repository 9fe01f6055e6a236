import 'server-only';
import createCache from '@emotion/cache';
import { serializeStyles, type Interpolation } from '@emotion/serialize';
import { getRegisteredStyles } from '@emotion/utils';
import type { ReactElement } from 'react';
import { jsx } from 'react/jsx-runtime';

// One cache per server process: it only memoises compiled rules and remembers which class names
// are Emotion's, so a class passed down through `className` merges the way Emotion's own does.
// No vendor prefixes: the site targets current browsers (Next's default browserslist), and the few
// declarations that still need one there are written with it (WebkitBackdropFilter).
const cache = createCache({ key: 'e', stylisPlugins: [] });
// The same element object for a class name every time: React's payload then carries its rules once
// and refers back to them wherever the class is used again on the page.
const styleElements = new Map<string, ReactElement>();

/**
 * The class name for `styles` (merged with Emotion classes already in `className`, which win) and
 * the `<style>` element that carries its rules. React hoists that element into the document head
 * and emits each `href` once per page, so a server component ships styles and no styling code.
 */
export function emotionClass(styles: Interpolation<unknown>, className?: string): { className: string; style: ReactElement } {
  const registeredStyles: string[] = [];
  const rawClassName = className ? getRegisteredStyles(cache.registered, registeredStyles, className) : '';
  const serialized = serializeStyles([styles, ...registeredStyles], cache.registered);
  const name = `${cache.key}-${serialized.name}`;
  let style = styleElements.get(name);
  if (!style) {
    cache.registered[name] = serialized.styles;
    let rules = '';
    for (let current: typeof serialized | undefined = serialized; current; current = current.next) {
      rules += cache.insert(current === serialized ? `.${name}` : '', current, cache.sheet, false) ?? '';
    }
    style = jsx('style', { href: name, precedence: 'emotion', children: rules }, name);
    styleElements.set(name, style);
  }
  return { className: rawClassName + name, style };
}

/** Each style element once, where parts share a style (they would otherwise be siblings with one key). */
function distinct(styles: ReactElement[]): ReactElement[] {
  return [...new Set(styles)];
}

/** Class names for a client island's inner parts, and the styles to render beside the island. */
export function emotionClasses<Part extends string>(parts: Record<Part, Interpolation<unknown>>): { classNames: Record<Part, string>; styles: ReactElement[] } {
  const entries = Object.entries<Interpolation<unknown>>(parts).map(([part, styles]) => [part, emotionClass(styles)] as const);
  return {
    classNames: Object.fromEntries(entries.map(([part, { className }]) => [part, className])) as Record<Part, string>,
    styles: distinct(entries.map(([, { style }]) => style)),
  };
}

/** `emotionClasses` for an island made of several components: their class names by component, and all the styles. */
export function emotionClassGroups<Groups extends Record<string, Record<string, Interpolation<unknown>>>>(
  groups: Groups,
): { classNames: { [Group in keyof Groups]: Record<keyof Groups[Group], string> }; styles: ReactElement[] } {
  const entries = Object.entries(groups).map(([group, parts]) => [group, emotionClasses(parts)] as const);
  return {
    classNames: Object.fromEntries(entries.map(([group, { classNames }]) => [group, classNames])) as {
      [Group in keyof Groups]: Record<keyof Groups[Group], string>;
    },
    styles: distinct(entries.flatMap(([, { styles }]) => styles)),
  };
}
