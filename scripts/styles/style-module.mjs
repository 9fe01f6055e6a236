// What a style module (`*.styles.ts`) holds, read from the evaluated module: its objects of class names
// (made with `css` from src/styles/css.ts) and the CSS Emotion made for them.
import createEmotionServer from '@emotion/server/create-instance';

const CLASS_NAME = /^e-[\w-]+$/;

const isClassNames = (value) =>
  value !== null &&
  typeof value === 'object' &&
  Object.values(value).every((name) => typeof name === 'string' && CLASS_NAME.test(name));

/** Each export's class names; anything else exported is a mistake the build should name. */
export function styleModuleExports(module, file) {
  const names = {};
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
export function styleModuleCss(module, file, cache) {
  const classNames = Object.values(styleModuleExports(module, file)).flatMap(Object.values);
  return createEmotionServer(cache).extractCritical(classNames.join(' ')).css;
}
