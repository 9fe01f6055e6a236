// What a style module (`*.styles.ts`) holds, read from the evaluated module: its class-name maps
// (made with `classes` from src/styles/css.ts) and the CSS rules behind them.
import createCache from '@emotion/cache';

const SERIALIZED_STYLES = Symbol.for('helpa.serialized-styles');

/** Each export's class names; anything else exported is a mistake the build should name. */
export function styleModuleExports(module, file) {
  const names = {};
  for (const [name, value] of Object.entries(module)) {
    if (!value || typeof value !== 'object' || !(SERIALIZED_STYLES in value)) {
      throw new Error(`${file}: a style module exports only classes({...}); move "${name}" to a plain module.`);
    }
    names[name] = { ...value };
  }
  return names;
}

/** The module's stylesheet: every class's rules, in the order the module defines them. */
export function styleModuleCss(module, file) {
  styleModuleExports(module, file);
  // No vendor prefixes: the site targets current browsers; the few declarations that still need one are written with it.
  const cache = createCache({ key: 'e', stylisPlugins: [] });
  const rules = new Map();
  for (const value of Object.values(module)) {
    for (const serialized of value[SERIALIZED_STYLES]) {
      if (rules.has(serialized.name)) continue;
      let css = '';
      for (let current = serialized; current; current = current.next) {
        css += cache.insert(current === serialized ? `.e-${serialized.name}` : '', current, cache.sheet, false) ?? '';
      }
      rules.set(serialized.name, css);
    }
  }
  return [...rules.values()].join('\n');
}
