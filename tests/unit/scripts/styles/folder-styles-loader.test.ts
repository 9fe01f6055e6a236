import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import loader from '../../../../scripts/styles/folder-styles-loader.mjs';

let folder = '';

afterEach(() => rm(folder, { recursive: true, force: true }));

/** Runs the loader as Turbopack does, on `file` in `folder`. */
function load(file: string): Promise<{ output: string; watched: string[] }> {
  const watched: string[] = [];
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: path.join(folder, file),
      addContextDependency: (dependency: string) => watched.push(dependency),
      async: () => (error: Error | null, output?: string) => (error ? reject(error) : resolve({ output: output ?? '', watched })),
    };
    loader.call(context);
  });
}

describe('the folder-styles loader', () => {
  it("imports the CSS of every style module in the file's folder and below, by path, and nothing else", async () => {
    folder = await mkdtemp(path.join(tmpdir(), 'folder-styles-'));
    await mkdir(path.join(folder, 'receipts'));
    for (const file of ['Form.styles.ts', 'Form.tsx', 'receipts/Receipt.styles.ts', 'AmountField.styles.ts', 'notes.styles.md', 'panels.folder-styles.ts']) {
      await writeFile(path.join(folder, file), '');
    }
    const { output, watched } = await load('panels.folder-styles.ts');
    expect(output).toBe(['import "./AmountField.styles.ts?css";', 'import "./Form.styles.ts?css";', 'import "./receipts/Receipt.styles.ts?css";'].join('\n'));
    expect(watched).toEqual([folder]);
  });
});
