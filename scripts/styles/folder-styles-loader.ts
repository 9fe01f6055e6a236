// The Turbopack loader for `*.folder-styles.ts` (next.config.js): answers with an import of the CSS
// (`?css`, scripts/styles/style-module-loader.ts) of every style module in the file's folder and below
// it, and of every component those folders' modules import from elsewhere (`@/components/ui/Button` when
// `Button.styles.ts` is beside it), in a stable order. So a component loaded on demand (React.lazy) has its
// CSS inlined with the page that imports the file, as soon as it exists, without anyone listing it.
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SOURCE_ROOT = fileURLToPath(new URL('../../src', import.meta.url));
const IMPORTED = /\bfrom\s+['"]((?:@\/|\.)[^'"]+)['"]/g;

/** What this loader uses of Turbopack's loader context (webpack's loader API). */
type LoaderContext = {
  resourcePath: string;
  addContextDependency?(folder: string): void;
  async(): (error: Error | null, output?: string) => void;
};

/** The style module beside the component `specifier` names, seen from `file`, if it has one. */
function styleModuleOf(specifier: string, file: string): string | null {
  const component = specifier.startsWith('@/')
    ? path.join(SOURCE_ROOT, specifier.slice(2))
    : path.resolve(path.dirname(file), specifier);
  const base = component.replace(/\.tsx?$/, '');
  const styles = base.endsWith('.styles') ? `${base}.ts` : `${base}.styles.ts`;
  return existsSync(styles) ? styles : null;
}

/** The imports, one per style module under `folder` or beside a component its modules import, by path. */
export async function folderStylesImports(folder: string): Promise<string> {
  const files = (await readdir(folder, { recursive: true })).map((file) => path.join(folder, file));
  const styleModules = new Set(files.filter((file) => file.endsWith('.styles.ts')));
  for (const file of files.filter((name) => /\.tsx?$/.test(name) && !name.endsWith('.styles.ts'))) {
    for (const [, specifier = ''] of (await readFile(file, 'utf8')).matchAll(IMPORTED)) {
      const styles = styleModuleOf(specifier, file);
      if (styles) styleModules.add(styles);
    }
  }
  return [...styleModules]
    .map((file) => {
      const relative = path.relative(folder, file).split(path.sep).join('/');
      return relative.startsWith('.') ? relative : `./${relative}`;
    })
    .sort()
    .map((file) => `import ${JSON.stringify(`${file}?css`)};`)
    .join('\n');
}

export default function folderStylesLoader(this: LoaderContext): void {
  const callback = this.async();
  const folder = path.dirname(this.resourcePath);
  // In `next dev`, a style module added to the folder joins the page's CSS.
  this.addContextDependency?.(folder);
  folderStylesImports(folder).then(
    (code) => callback(null, code),
    (error: Error) => callback(error),
  );
}
