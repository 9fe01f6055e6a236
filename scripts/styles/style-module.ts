// What a style module (`*.styles.ts`) holds, read from the evaluated module: its objects of class names
// (made with `css` from src/styles/css.ts) and the CSS Emotion made for them.
import createEmotionServer from '@emotion/server/create-instance';
import type { EmotionCache } from '@emotion/css/create-instance';

const CLASS_NAME = /^e-[\w-]+$/;

/** A style module's export: an object of class names, by the name a component reads. */
type ClassNames = Record<string, string>;

const isClassNames = (value: unknown): value is ClassNames =>
  value !== null &&
  typeof value === 'object' &&
  Object.values(value).every((name) => typeof name === 'string' && CLASS_NAME.test(name));

/** Each export's class names; anything else exported is a mistake the build should name. */
export function styleModuleExports(module: Record<string, unknown>, file: string): Record<string, ClassNames> {
  const names: Record<string, ClassNames> = {};
  for (const [name, value] of Object.entries(module)) {
    if (!isClassNames(value))
      throw new Error(
        `${file}: a style module exports only objects of css(...) class names; move "${name}" to a plain module.`,
      );
    names[name] = { ...value };
  }
  return names;
}

/**
 * The module's stylesheet: the rules of every class it exports (and its keyframes), in the order the
 * module defines them, as Emotion's server API extracts them from `cache`, the instance the module used.
 */
export function styleModuleCss(module: Record<string, unknown>, file: string, cache: EmotionCache): string {
  const classNames = Object.values(styleModuleExports(module, file)).flatMap((names) => Object.values(names));
  return createEmotionServer(cache).extractCritical(classNames.join(' ')).css;
}
