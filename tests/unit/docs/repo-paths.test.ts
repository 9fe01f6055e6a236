import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
const docs = readdirSync(path.join(root, 'docs')).filter((name) => name.endsWith('.md'));
const TOP_FOLDERS = ['src', 'tests', 'scripts', 'deploy', 'studio', 'schemas', 'public', 'docs', 'bench'];

/** A concrete path, not a pattern or a placeholder (`tests/e2e/*.spec.ts`, `src/features/<area>/`). */
const isConcrete = (named: string) => !/[*<>{}…]|(?<!\[)\.\.\./.test(named);

/** Repo paths a doc names in backticks (`src/proxy.ts`, `tests/e2e/home.spec.ts:63`). */
function backtickedPaths(text: string): string[] {
  const pattern = new RegExp(String.raw`\`((?:${TOP_FOLDERS.join('|')})/[^\`\s]*)\``, 'g');
  return [...text.matchAll(pattern)].map((match) => match[1]!.replace(/:\d+$/, '')).filter(isConcrete);
}

/** Relative links between docs and to repo files (`[security.md](security.md)`). */
function linkedPaths(text: string): string[] {
  return [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
    .map((match) => match[1]!)
    .filter((target) => !/^[a-z]+:/.test(target))
    .map((target) => path.posix.join('docs', target));
}

/**
 * The folders and files of a layout tree in a fenced block (names in the first column, children indented
 * two spaces under their parent; several names on one line are siblings).
 */
function treePaths(text: string): string[] {
  const found: string[] = [];
  let parents: string[] | undefined; // inside a fence while set
  for (const line of text.split('\n')) {
    if (line.startsWith('```')) {
      parents = parents ? undefined : [];
      continue;
    }
    const indent = line.length - line.trimStart().length;
    if (!parents || indent % 2 !== 0 || indent > 8 || !line.trim()) continue;
    const words = line.trim().split(/\s{2,}/);
    const firstProse = words.findIndex((word) => !/^[\w.()[\]-]+(\/[\w.()[\]-]+)*(\/|\.\w+)$/.test(word));
    const names = firstProse === -1 ? words : words.slice(0, firstProse);
    if (names.length === 0) continue;
    parents.length = indent / 2;
    for (const name of names) found.push([...parents, name].join(''));
    parents.push(names[0]!);
  }
  return found.filter(isConcrete);
}

/** Paths git ignores exist only once built (`src/styles/generated/`): naming them is fine. */
function ignoredByGit(paths: string[]): Set<string> {
  if (paths.length === 0) return new Set();
  try {
    // Asked as folders too: a pattern such as `studio/dist/` matches only a folder.
    const asked = paths.flatMap((name) => [name, `${name.replace(/\/$/, '')}/`]);
    const output = execFileSync('git', ['check-ignore', '--no-index', '--stdin'], {
      cwd: root,
      input: asked.join('\n'),
      encoding: 'utf8',
    });
    return new Set(output.split('\n').map((name) => name.replace(/\/$/, '')));
  } catch {
    return new Set(); // exit status 1: none is ignored
  }
}

describe('docs', () => {
  it('find every layout tree entry, backticked path and link of architecture.md', () => {
    const text = readFileSync(path.join(root, 'docs/architecture.md'), 'utf8');
    expect(treePaths(text)).toEqual(
      expect.arrayContaining([
        'src/app/api/[...unknown]/',
        'src/app/api/revalidate/',
        'src/features/paybills/',
        'tests/e2e/',
        'deploy/nginx/',
      ]),
    );
    expect(backtickedPaths(text)).toContain('src/styles/css.ts');
    expect(linkedPaths(text)).toContain('docs/security.md');
  });

  it.each(docs)('%s names only paths that exist in the repo', (doc) => {
    const text = readFileSync(path.join(root, 'docs', doc), 'utf8');
    const named = [...new Set([...backtickedPaths(text), ...linkedPaths(text), ...treePaths(text)])];
    const missing = named.filter((name) => !existsSync(path.join(root, name)));
    const ignored = ignoredByGit(missing);
    expect(missing.filter((name) => !ignored.has(name.replace(/\/$/, '')))).toEqual([]);
  });
});
