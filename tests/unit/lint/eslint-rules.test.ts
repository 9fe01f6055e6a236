import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';
import { afterAll, describe, expect, it } from 'vitest';

// Real files inside src/, so the type-aware rules and the import resolver see them as the project's own.
const probeDirs: string[] = [];

function probe(folder: string, name: string, code: string): string {
  const dir = mkdtempSync(path.join(folder, 'lint-probe-'));
  probeDirs.push(dir);
  const file = path.join(dir, name);
  writeFileSync(file, code);
  return file;
}

async function ruleIds(file: string): Promise<string[]> {
  const [result] = await new ESLint({ cwd: process.cwd() }).lintFiles([file]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

afterAll(() => {
  for (const dir of probeDirs) rmSync(dir, { recursive: true, force: true });
});

// Each test runs ESLint with type information over a probe file.
describe('lint rules that hold the architecture', { timeout: 60_000 }, () => {
  it('fails a feature that imports another feature', async () => {
    const file = probe('src/features/about', 'Probe.ts', "import { HOME_TEXT } from '@/features/home/strings';\n\nexport const probe = HOME_TEXT.previousCategory;\n");
    expect(await ruleIds(file)).toContain('import/no-restricted-paths');
  });

  it('fails shared code that imports a feature', async () => {
    const file = probe('src/components/ui', 'Probe.ts', "import { HOME_TEXT } from '@/features/home/strings';\n\nexport const probe = HOME_TEXT.nextCategory;\n");
    expect(await ruleIds(file)).toContain('import/no-restricted-paths');
  });

  it('fails visible text written in a feature component, as JSX text or as a text prop', async () => {
    const text = probe('src/features/home', 'Probe.tsx', 'export function Probe() {\n  return <h2>Popular categories</h2>;\n}\n');
    expect(await ruleIds(text)).toContain('react/jsx-no-literals');
    const label = probe('src/features/home', 'Label.tsx', 'export function Label() {\n  return <button type="button" aria-label="Next category" />;\n}\n');
    expect(await ruleIds(label)).toContain('no-restricted-syntax');
  });

  it('fails an import of a package that package.json does not declare (stylis comes only with Emotion)', async () => {
    const file = probe('src/lib', 'probe.ts', "import { compile } from 'stylis';\n\nexport const probe = compile;\n");
    expect(await ruleIds(file)).toContain('import/no-extraneous-dependencies');
  });

  it('fails site code that imports a devDependency, and lets a test import it', async () => {
    const site = probe('src/lib', 'probe.ts', "import { describe } from 'vitest';\n\nexport const probe = describe;\n");
    expect(await ruleIds(site)).toContain('import/no-extraneous-dependencies');
    const test = probe('tests/unit/lib', 'probe.ts', "import { describe } from 'vitest';\n\nexport const probe = describe;\n");
    expect(await ruleIds(test)).toEqual([]);
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
