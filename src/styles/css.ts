import { serializeStyles, type Interpolation, type SerializedStyles } from '@emotion/serialize';

export type { CSSObject } from '@emotion/serialize';
export type { Interpolation, SerializedStyles };

/** Emotion's `css`, without React: composes styles for `classes`. */
export function css(...styles: Interpolation<unknown>[]): SerializedStyles {
  return serializeStyles(styles);
}

/** Where `classes` keeps each part's serialized styles, for the build to turn into CSS. */
export const SERIALIZED_STYLES = Symbol.for('helpa.serialized-styles');

export type ClassNames<Part extends string> = Readonly<Record<Part, string>>;

/** Class names as CSS Modules hand them out: the build's loader (scripts/styles/) swaps the module for them, and unit tests get the same names. */
export function classes<Part extends string>(parts: Record<Part, Interpolation<unknown>>): ClassNames<Part> {
  const names = {} as Record<Part, string>;
  const serialized: SerializedStyles[] = [];
  for (const [part, styles] of Object.entries(parts) as Array<[Part, Interpolation<unknown>]>) {
    const result = serializeStyles([styles]);
    names[part] = `e-${result.name}`;
    serialized.push(result);
  }
  Object.defineProperty(names, SERIALIZED_STYLES, { value: serialized });
  return names;
}
