// The Turbopack loader for style modules (`*.styles.ts`, next.config.js): at build it evaluates the
// module and answers with what CSS Modules would give: its class names, and an import of its CSS
// (the same file with `?css`, which this loader answers with the stylesheet itself). So a component
// imports class names as strings, Next's own CSS pipeline bundles, hashes, compresses and can inline
// the rules, and no styling code reaches the browser.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createJiti } from 'jiti';
import type { EmotionCache } from '@emotion/css/create-instance';
import { styleModuleCss, styleModuleExports } from './style-module.ts';

const root = fileURLToPath(new URL('../..', import.meta.url));
const jiti = createJiti(import.meta.url, {
  alias: { '@': path.join(root, 'src') },
  tryNative: false,
  moduleCache: true,
});
const EMOTION_INSTANCE = path.join(root, 'src/styles/css.ts');

/** What this loader uses of Turbopack's loader context (webpack's loader API). */
type LoaderContext = {
  resourcePath: string;
  resourceQuery: string;
  addDependency(file: string): void;
  async(): (error: Error | null, output?: string) => void;
};

/**
 * Evaluates the module afresh with a fresh Emotion instance (whose cache then holds this module's CSS
 * alone), and names every file it read as a dependency, so that in development an edit to the theme (or
 * any module a style module imports) restyles what uses it.
 */
async function evaluate(loader: LoaderContext) {
  const known = new Set(Object.keys(jiti.cache));
  try {
    const { cache } = await jiti.import<{ cache: EmotionCache }>(EMOTION_INSTANCE);
    return { module: await jiti.import<Record<string, unknown>>(loader.resourcePath), cache };
  } finally {
    for (const file of Object.keys(jiti.cache)) {
      if (known.has(file) || file.includes(`${path.sep}node_modules${path.sep}`)) continue;
      loader.addDependency(file);
      delete jiti.cache[file];
    }
  }
}

export default function styleModuleLoader(this: LoaderContext): void {
  const callback = this.async();
  evaluate(this)
    .then(({ module, cache }) => {
      const file = path.relative(root, this.resourcePath);
      if (/[?&]css\b/.test(this.resourceQuery)) return callback(null, styleModuleCss(module, file, cache));
      const names = styleModuleExports(module, file);
      const lines = [`import ${JSON.stringify(`./${path.basename(this.resourcePath)}?css`)};`];
      for (const [name, classNames] of Object.entries(names))
        lines.push(`export const ${name} = ${JSON.stringify(classNames)};`);
      return callback(null, lines.join('\n'));
    })
    .catch((error: Error) => callback(error));
}
