import 'server-only';
import { serializeStyles, type Interpolation } from '@emotion/serialize';
import { getRegisteredStyles } from '@emotion/utils';
import type { ReactElement } from 'react';
import { jsx } from 'react/jsx-runtime';
import { siteStylesheet } from '@/styles/stylesheet/site-stylesheet';
import { emotionCache as cache, emotionRules } from './emotion-rules';

// The same element object for a class name every time: React's payload then carries its rules once
// and refers back to them wherever the class is used again on the page.
const styleElements = new Map<string, ReactElement>();

/**
 * The class name for `styles` (merged with Emotion classes already in `className`, which win) and
 * the `<style>` element that carries its rules, or none when the site's stylesheet has them (styles
 * that style modules export, site-stylesheet.ts). React hoists that element into the document head
 * and emits each `href` once per page, so a server component ships styles and no styling code.
 */
export function emotionClass(styles: Interpolation<unknown>, className?: string): { className: string; style: ReactElement | null } {
  const sheet = siteStylesheet();
  const registeredStyles: string[] = [];
  const rawClassName = className ? getRegisteredStyles(cache.registered, registeredStyles, className) : '';
  const serialized = serializeStyles([styles, ...registeredStyles], cache.registered);
  const name = `${cache.key}-${serialized.name}`;
  if (sheet.names.has(name)) return { className: rawClassName + name, style: null };
  let style = styleElements.get(name);
  if (!style) {
    style = jsx('style', { href: name, precedence: 'emotion', children: emotionRules(serialized).rules }, name);
    styleElements.set(name, style);
  }
  return { className: rawClassName + name, style };
}

/** Each style element once, where parts share a style (they would otherwise be siblings with one key). */
function distinct(styles: (ReactElement | null)[]): ReactElement[] {
  return [...new Set(styles)].filter((style) => style !== null);
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
