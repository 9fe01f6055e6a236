// The Turbopack loader for `*.folder-styles.ts` (next.config.js): answers with an import of the CSS of
// every style module in the file's folder and below it (`?css`, scripts/styles/style-module-loader.mjs),
// in a stable order. So a component loaded on demand (React.lazy) has its CSS inlined with the page that
// imports the file, as soon as its style module exists, without anyone listing it.
import { readdir } from 'node:fs/promises';
import path from 'node:path';

/** The imports, one per style module under `folder`, by path. */
export async function folderStylesImports(folder) {
  const files = await readdir(folder, { recursive: true });
  return files
    .filter((file) => file.endsWith('.styles.ts'))
    .map((file) => `./${file.split(path.sep).join('/')}`)
    .sort()
    .map((file) => `import ${JSON.stringify(`${file}?css`)};`)
    .join('\n');
}

export default function folderStylesLoader() {
  const callback = this.async();
  const folder = path.dirname(this.resourcePath);
  // In `next dev`, a style module added to the folder joins the page's CSS.
  this.addContextDependency?.(folder);
  folderStylesImports(folder).then(
    (code) => callback(null, code),
    (error) => callback(error),
  );
}
