import { cpSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The probes are real files of a copy of the project (its lint config, tsconfig, package.json and
// sources, with its node_modules linked), so the type-aware rules and the import resolver see them as
// the project's own, and nothing is written into the repository that `npm test` lints beside this run.
const root = mkdtempSync(path.join(os.tmpdir(), 'lint-rules-'));
for (const entry of ['eslint.config.mjs', 'tsconfig.json', 'package.json', 'sanity.types.ts', 'schemas', 'src'])
  cpSync(entry, path.join(root, entry), { recursive: true });
symlinkSync(path.resolve('node_modules'), path.join(root, 'node_modules'), 'dir');
// eslint-plugin-import matches its file globs, and the TypeScript resolver finds tsconfig.json, from the
// process's own directory, not ESLint's `cwd`.
const repository = process.cwd();
process.chdir(root);
const eslint = new ESLint({ cwd: root });

function probe(folder: string, name: string, code: string): string {
  const dir = mkdtempSync(path.join(root, folder, 'lint-probe-'));
  const file = path.join(dir, name);
  writeFileSync(file, code);
  return file;
}

async function ruleIds(file: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

// The first lint builds the TypeScript program of the whole copy (about 20 s, several times that on a
// machine busy with a build): done once here, so each test below times only its own probe.
beforeAll(async () => {
  await ruleIds(probe('src/lib', 'warm.ts', 'export const warm = 1;\n'));
}, 300_000);

afterAll(() => {
  process.chdir(repository);
  rmSync(root, { recursive: true, force: true });
});

// Each test runs ESLint with type information over a probe file.
describe('lint rules that hold the architecture', { timeout: 60_000 }, () => {
  it('fails a feature that imports another feature', async () => {
    const file = probe(
      'src/features/about',
      'Probe.ts',
      "import { HOME_TEXT } from '@/features/home/strings';\n\nexport const probe = HOME_TEXT.previousCategory;\n",
    );
    expect(await ruleIds(file)).toContain('import/no-restricted-paths');
  });

  it('fails shared code that imports a feature', async () => {
    const file = probe(
      'src/components/ui',
      'Probe.ts',
      "import { HOME_TEXT } from '@/features/home/strings';\n\nexport const probe = HOME_TEXT.nextCategory;\n",
    );
    expect(await ruleIds(file)).toContain('import/no-restricted-paths');
  });

  it('fails a bills relay that imports the sandbox or the browser client, and lets it import the shared contract', async () => {
    const sandbox = probe(
      'src/lib/bills/http',
      'probe.ts',
      "import { sandboxEndpoint } from '@/lib/bills/sandbox/endpoint';\n\nexport const probe = sandboxEndpoint;\n",
    );
    expect(await ruleIds(sandbox)).toContain('import/no-restricted-paths');
    const browser = probe(
      'src/lib/bills/http',
      'probe.ts',
      "import { browserBills } from '@/lib/bills/browser/client';\n\nexport const probe = browserBills;\n",
    );
    expect(await ruleIds(browser)).toContain('import/no-restricted-paths');
    const contract = probe(
      'src/lib/bills/http',
      'probe.ts',
      "import { BILLS_PATHS } from '@/lib/bills/paths';\n\nexport const probe = BILLS_PATHS;\n",
    );
    expect(await ruleIds(contract)).not.toContain('import/no-restricted-paths');
  });

  it('fails visible text written in a feature component, as JSX text or as a text prop', async () => {
    const text = probe(
      'src/features/home',
      'Probe.tsx',
      'export function Probe() {\n  return <h2>Popular categories</h2>;\n}\n',
    );
    expect(await ruleIds(text)).toContain('react/jsx-no-literals');
    const label = probe(
      'src/features/home',
      'Label.tsx',
      'export function Label() {\n  return <button type="button" aria-label="Next category" />;\n}\n',
    );
    expect(await ruleIds(label)).toContain('no-restricted-syntax');
  });

  it('fails an import of a package that package.json does not declare (stylis comes only with Emotion)', async () => {
    const file = probe('src/lib', 'probe.ts', "import { compile } from 'stylis';\n\nexport const probe = compile;\n");
    expect(await ruleIds(file)).toContain('import/no-extraneous-dependencies');
  });

  it('fails site code that imports a devDependency, and lets a test import it', async () => {
    const site = probe('src/lib', 'probe.ts', "import { describe } from 'vitest';\n\nexport const probe = describe;\n");
    expect(await ruleIds(site)).toContain('import/no-extraneous-dependencies');
    mkdirSync(path.join(root, 'tests/unit/lib'), { recursive: true });
    const test = probe(
      'tests/unit/lib',
      'probe.ts',
      "import { describe } from 'vitest';\n\nexport const probe = describe;\n",
    );
    expect(await ruleIds(test)).toEqual([]);
  });

  it("lets a Studio schema import the Studio's own packages, and fails a slug rule, which the site runs, that does", async () => {
    const icon = "import { CogIcon } from '@sanity/icons';\n\nexport const probe = CogIcon;\n";
    expect(await ruleIds(probe('schemas/objects', 'probe.ts', icon))).toEqual([]);
    expect(await ruleIds(probe('schemas/rules', 'probe.ts', icon))).toContain('import/no-extraneous-dependencies');
  });

  it('fails a number written through Intl, whose first use loads locale data on the main thread', async () => {
    const method = probe(
      'src/features/contact',
      'probe.ts',
      "export const probe = (count: number) => count.toLocaleString('en-NG');\n",
    );
    expect(await ruleIds(method)).toContain('no-restricted-properties');
    const formatter = probe('src/lib', 'probe.ts', "export const probe = new Intl.NumberFormat('en-NG');\n");
    expect(await ruleIds(formatter)).toContain('no-restricted-properties');
  });

  it('passes a feature component whose text comes in through props and strings.ts', async () => {
    const file = probe(
      'src/features/home',
      'Clean.tsx',
      "import { HOME_TEXT } from '../strings';\n\nexport function Clean({ heading }: { heading: string }) {\n  return <h2 aria-label={HOME_TEXT.nextCategory}>{heading}</h2>;\n}\n",
    );
    expect(await ruleIds(file)).toEqual([]);
  });
});
