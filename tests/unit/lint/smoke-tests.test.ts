import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import { findCustomer } from '@/lib/bills/sandbox/meters';
import { schemaTypes } from '@schemas/index';

// Smoke tests also run against staging and production (BASE_URL), where editors change the copy and the
// bills API is real: they must import no app source and assert no string Studio owns or sandbox data.
const E2E_DIR = 'tests/e2e';
const SEED_FILE = 'studio/seed/data.ndjson';

function sourceOf(file: string, text = readFileSync(file, 'utf8')): ts.SourceFile {
  return ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
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
      const local = [`${resolved}.ts`, resolved].find(
        (candidate) => existsSync(candidate) && candidate.startsWith(E2E_DIR) && candidate.endsWith('.ts'),
      );
      return local ? [resolved, ...importsOf(local, seen)] : [resolved];
    });
}

/** A piece of literal text in a test: a string, a template's fixed parts, or a regular expression's. */
type Literal = { text: string; ignoreCase: boolean };

/** The literal words of a regular expression: its source without escapes, classes and operators. */
function regexWords(regex: ts.RegularExpressionLiteral): Literal[] {
  const [, source = '', flags = ''] = /^\/(.*)\/([a-z]*)$/s.exec(regex.text) ?? [];
  return source
    .replace(/\\[dDwWsSbB]|\[[^\]]*\]|\{\d+(,\d*)?\}/g, '\u0000')
    .replace(/\\(.)/g, '$1')
    .split(/[\u0000^$.*+?()|]/)
    .map((text) => ({ text, ignoreCase: flags.includes('i') }));
}

type SmokeTest = { title: string; literals: Literal[] };

function smokeTests(source: ts.SourceFile): SmokeTest[] {
  const found: SmokeTest[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'test') {
      const [title, fn] = node.arguments;
      if (title && fn && title.getText(source).includes('@smoke')) {
        const literals: Literal[] = [];
        const collect = (inner: ts.Node) => {
          if (ts.isStringLiteralLike(inner) || ts.isTemplateLiteralToken(inner))
            literals.push({ text: inner.text, ignoreCase: false });
          else if (ts.isRegularExpressionLiteral(inner)) literals.push(...regexWords(inner));
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

type SchemaNode = {
  name?: string;
  type?: string;
  fields?: SchemaNode[];
  of?: SchemaNode[];
  options?: { list?: unknown[] };
};

/** Fields whose value an editor picks from a list (a platform, an audience, a kind): keys the code maps, not copy. */
function optionFields(nodes: readonly SchemaNode[], names = new Set<string>()): Set<string> {
  for (const node of nodes) {
    if (node.options?.list && node.name) names.add(node.name);
    optionFields([...(node.fields ?? []), ...(node.of ?? [])], names);
  }
  return names;
}

/** Not shown as text: a link target (a site path, an address with a scheme) or a date. */
const NOT_SHOWN = /^(\/|[a-z][a-z0-9+.-]*:\S|\d{4}-\d{2}-\d{2})/i;

/**
 * Every string Studio owns and a page shows, whatever its length: each string of the seed dataset but
 * Sanity's own fields (`_id`, `_type`, `_key`, assets), the values picked from a list, link targets
 * and dates, which are the site's structure.
 */
function studioStrings(): Set<string> {
  const picked = optionFields(schemaTypes as readonly SchemaNode[]);
  const strings = new Set<string>();
  const collect = (value: unknown, field?: string) => {
    if (typeof value === 'string') {
      if (!field?.startsWith('_') && !picked.has(field ?? '') && !NOT_SHOWN.test(value.trim()) && value.trim() !== '')
        strings.add(value.trim());
    } else if (Array.isArray(value)) {
      for (const item of value) collect(item, field);
    } else if (value && typeof value === 'object') {
      const record = value as Record<string, unknown>;
      // Portable Text shows only its spans' text; a block's style and list kind are the editor's choice of form.
      if (record._type === 'block')
        collect((record.children as Array<{ text?: unknown }> | undefined)?.map(({ text }) => text) ?? [], 'text');
      else for (const [key, item] of Object.entries(record)) collect(item, key);
    }
  };
  for (const line of readFileSync(SEED_FILE, 'utf8').split('\n').filter(Boolean)) collect(JSON.parse(line));
  return strings;
}

const WORD = /[\p{L}\p{N}]/u;

/** Whether `phrase` occurs in `text` as whole words (not inside a longer word). */
function containsWords(text: string, phrase: string, ignoreCase: boolean): boolean {
  const haystack = ignoreCase ? text.toLowerCase() : text;
  const needle = ignoreCase ? phrase.toLowerCase() : phrase;
  for (let at = haystack.indexOf(needle); at !== -1; at = haystack.indexOf(needle, at + 1)) {
    const before = haystack[at - 1];
    const after = haystack[at + needle.length];
    if ((before === undefined || !WORD.test(before)) && (after === undefined || !WORD.test(after))) return true;
  }
  return false;
}

/**
 * The literals that assert Studio's copy: one that is such a string, holds one as whole words, or
 * quotes several words of one. A single word found inside longer copy ("search", "link") is a role
 * or a selector, not a quotation.
 */
function studioCopyIn(literals: Literal[], owned: ReadonlySet<string>): string[] {
  return literals
    .map(({ text, ignoreCase }) => ({ text: text.trim(), ignoreCase }))
    .filter(({ text }) => WORD.test(text))
    .filter(({ text, ignoreCase }) =>
      [...owned].some(
        (string) =>
          (ignoreCase ? string.toLowerCase() === text.toLowerCase() : string === text) ||
          containsWords(text, string, ignoreCase) ||
          (/\s/.test(text) && containsWords(string, text, ignoreCase)),
      ),
    )
    .map(({ text }) => text);
}

const specs = readdirSync(E2E_DIR)
  .filter((name) => name.endsWith('.spec.ts'))
  .map((name) => path.join(E2E_DIR, name));
const smokeSpecs = specs.filter((file) => readFileSync(file, 'utf8').includes('@smoke'));
const owned = studioStrings();
/** The account holders of the sandbox's test meters (docs/bills-api.md). */
const sandboxData = ['11111111111', '22222222222', '33333333333'].flatMap((meter) => findCustomer(meter)?.name ?? []);
const allSmokeTests = smokeSpecs.flatMap((file) => smokeTests(sourceOf(file)));

/** What the lint flags in a smoke test written as `body` (the lint checking itself). */
const flaggedIn = (body: string) =>
  studioCopyIn(
    smokeTests(sourceOf('example.spec.ts', `test('x @smoke', async ({ page }) => { ${body} });`))[0]!.literals,
    owned,
  );

describe('smoke tests', () => {
  it('are found', () => {
    expect(smokeSpecs.length).toBeGreaterThan(0);
    expect(allSmokeTests.length).toBeGreaterThanOrEqual(10);
  });

  it.each(smokeSpecs)('%s imports no app source', (file) => {
    expect(
      importsOf(file).filter((module) => module.startsWith('@/') || module.split(path.sep).includes('src')),
    ).toEqual([]);
  });

  it.each(allSmokeTests.map((test) => [test.title, test] as const))(
    '%s asserts no string Studio owns and no sandbox data',
    (_title, test) => {
      expect(studioCopyIn(test.literals, owned)).toEqual([]);
      expect(
        test.literals.filter(
          ({ text }) => sandboxData.some((name) => text.includes(name)) || sandboxData.includes(text),
        ),
      ).toEqual([]);
    },
  );

  it('knows the strings Studio owns, short ones too, and not the site structure they point to', () => {
    for (const string of [
      'App Store',
      'Google Play',
      'Home',
      'Why',
      'Log In',
      'Helpa',
      'Trusted help for every task, verified givers in every city.',
      'Earn by doing what you are good at',
    ]) {
      expect(owned).toContain(string);
    }
    for (const structure of [
      '/about',
      'https://facebook.com/helpa.ng',
      'facebook',
      'service-provider',
      'policy',
      'normal',
      'h2',
    ])
      expect(owned).not.toContain(structure);
    expect(sandboxData).toContain('Adaeze Okafor');
  });

  it('would catch copy in a regular expression, a name, a template or a quotation, and not roles, selectors or routes', () => {
    expect(flaggedIn(`await expect(page.getByText(/App Store$/)).toBeVisible();`)).toEqual(['App Store']);
    expect(flaggedIn(`await page.getByText(/google play/i).click();`)).toEqual(['google play']);
    expect(flaggedIn(`await page.getByRole('link', { name: 'Home' }).click();`)).toEqual(['Home']);
    expect(flaggedIn(`await page.getByRole('link', { name: 'Helpa on Facebook' }).click();`)).toEqual([
      'Helpa on Facebook',
    ]);
    expect(flaggedIn('await page.getByText(`Why ${name}`).click();')).toEqual(['Why']);
    expect(flaggedIn(`await page.getByText('verified givers in every city').click();`)).toEqual([
      'verified givers in every city',
    ]);
    expect(
      flaggedIn(
        `await page.getByRole('search').getByRole('searchbox').fill('x'); await page.locator('a[href="/about"]').click(); await page.locator('#contact-name').fill('Ada'); await expect(page).toHaveTitle(/\\S/); await page.keyboard.press('Escape');`,
      ),
    ).toEqual([]);
  });
});
