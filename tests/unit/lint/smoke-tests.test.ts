import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findCustomer } from '@/lib/bills-sandbox/meters';

// Smoke tests also run against staging and production (BASE_URL), where editors change the copy and the
// bills API is real: they must import no app source and assert no seed copy or sandbox data.
const E2E_DIR = 'tests/e2e';
const SEED_FILE = 'studio/seed/data.ndjson';
/** Shorter strings (a store name, a key) are not copy an editor would change. */
const COPY_MIN_LENGTH = 12;

function sourceOf(file: string): ts.SourceFile {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
}

/** The modules `file` imports, followed through the tests' own relative imports. */
function importsOf(file: string, seen = new Set<string>()): string[] {
  if (seen.has(file)) return [];
  seen.add(file);
  return sourceOf(file)
    .statements.filter(ts.isImportDeclaration)
    .flatMap((declaration) => {
      const specifier = (declaration.moduleSpecifier as ts.StringLiteral).text;
      if (!specifier.startsWith('.')) return [specifier];
      const resolved = path.normalize(path.join(path.dirname(file), specifier));
      const local = [`${resolved}.ts`, resolved].find((candidate) => existsSync(candidate) && candidate.startsWith(E2E_DIR) && candidate.endsWith('.ts'));
      return local ? [resolved, ...importsOf(local, seen)] : [resolved];
    });
}

type SmokeTest = { title: string; literals: string[] };

function smokeTests(file: string): SmokeTest[] {
  const source = sourceOf(file);
  const found: SmokeTest[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'test') {
      const [title, fn] = node.arguments;
      if (title && fn && title.getText(source).includes('@smoke')) {
        const literals: string[] = [];
        const collect = (inner: ts.Node) => {
          if (ts.isStringLiteralLike(inner)) literals.push(inner.text);
          ts.forEachChild(inner, collect);
        };
        collect(fn);
        found.push({ title: title.getText(source), literals });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every string in the seed documents long enough to be copy. */
function seedCopy(): string[] {
  const strings: string[] = [];
  const collect = (value: unknown) => {
    if (typeof value === 'string' && value.length >= COPY_MIN_LENGTH) strings.push(value);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  for (const line of readFileSync(SEED_FILE, 'utf8').split('\n').filter(Boolean)) collect(JSON.parse(line));
  return strings;
}

const specs = readdirSync(E2E_DIR)
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => path.join(E2E_DIR, name));
const smokeSpecs = specs.filter((file) => readFileSync(file, 'utf8').includes('@smoke'));
const copy = seedCopy();
/** The account holders of the sandbox's test meters (bills-api.md). */
const sandboxData = ['11111111111', '22222222222', '33333333333'].flatMap((meter) => findCustomer(meter)?.name ?? []);

describe('smoke tests', () => {
  it('are found', () => {
    expect(smokeSpecs.length).toBeGreaterThan(0);
    expect(smokeSpecs.flatMap(smokeTests).length).toBeGreaterThanOrEqual(10);
  });

  it.each(smokeSpecs)('%s imports no app source', (file) => {
    expect(importsOf(file).filter((module) => module.startsWith('@/') || module.split(path.sep).includes('src'))).toEqual([]);
  });

  it.each(smokeSpecs.flatMap(smokeTests).map((test) => [test.title, test] as const))('%s asserts no seed copy or sandbox data', (_title, test) => {
    const asserted = test.literals.filter((literal) => literal.length >= COPY_MIN_LENGTH || sandboxData.includes(literal));
    expect(asserted.filter((literal) => copy.some((text) => text.includes(literal)) || sandboxData.some((name) => literal.includes(name)))).toEqual([]);
  });

  it('would catch a heading copied from the seed and a sandbox customer', () => {
    expect(copy).toContain('Trusted help for every task, verified givers in every city.');
    expect(sandboxData).toContain('Adaeze Okafor');
  });
});
