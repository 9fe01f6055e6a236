import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import loader from '../../../../scripts/styles/folder-styles-loader.ts';

let folder = '';

afterEach(() => rm(folder, { recursive: true, force: true }));

/** Runs the loader as Turbopack does, on `file` in `folder`. */
function load(file: string): Promise<{ output: string; watched: string[] }> {
  const watched: string[] = [];
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: path.join(folder, file),
      addContextDependency: (dependency: string) => watched.push(dependency),
      async: () => (error: Error | null, output?: string) =>
        error ? reject(error) : resolve({ output: output ?? '', watched }),
    };
    loader.call(context);
  });
}

describe('the folder-styles loader', () => {
  it("imports the CSS of every style module in the file's folder and below, by path, and nothing else", async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folder-styles-'));
    await mkdir(path.join(folder, 'receipts'));
    for (const file of [
      'Form.styles.ts',
      'Form.tsx',
      'receipts/Receipt.styles.ts',
      'AmountField.styles.ts',
      'notes.styles.md',
      'panels.folder-styles.ts',
    ]) {
      await writeFile(path.join(folder, file), '');
    }
    const { output, watched } = await load('panels.folder-styles.ts');
    expect(output).toBe(
      [
        'import "./AmountField.styles.ts?css";',
        'import "./Form.styles.ts?css";',
        'import "./receipts/Receipt.styles.ts?css";',
      ].join('\n'),
    );
    expect(watched).toEqual([folder]);
  });

  it("adds the CSS of the components the folder's modules import from elsewhere, and of style modules they import", async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folder-styles-'));
    await mkdir(path.join(folder, 'panels'));
    await mkdir(path.join(folder, 'shared'));
    await writeFile(path.join(folder, 'shared/Reference.tsx'), '');
    await writeFile(path.join(folder, 'shared/Reference.styles.ts'), '');
    await writeFile(path.join(folder, 'shared/Frame.styles.ts'), '');
    await writeFile(path.join(folder, 'shared/format.ts'), '');
    await writeFile(
      path.join(folder, 'panels/Failed.tsx'),
      [
        "import { Reference } from '../shared/Reference';",
        "import { frame } from '../shared/Frame.styles';",
        "import { format } from '../shared/format';",
        "import { useState } from 'react';",
      ].join('\n'),
    );
    await writeFile(path.join(folder, 'panels/lazy.folder-styles.ts'), '');
    folder = path.join(folder, 'panels');
    const { output } = await load('lazy.folder-styles.ts');
    expect(output).toBe(
      ['import "../shared/Frame.styles.ts?css";', 'import "../shared/Reference.styles.ts?css";'].join('\n'),
    );
    folder = path.dirname(folder);
  });
});
