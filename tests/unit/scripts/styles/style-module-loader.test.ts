import path from 'node:path';
import { describe, expect, it } from 'vitest';
import loader from '../../../../scripts/styles/style-module-loader.ts';
import { sample } from '../../../fixtures/styles/Sample.styles';

/** Runs the loader as Turbopack does, on a module with an optional query. */
function load(file: string, query = ''): Promise<{ output: string; dependencies: string[] }> {
  const dependencies: string[] = [];
  return new Promise((resolve, reject) => {
    const context = {
      resourcePath: path.resolve(file),
      resourceQuery: query,
      addDependency: (dependency: string) => dependencies.push(dependency),
      async: () => (error: Error | null, output?: string) =>
        error ? reject(error) : resolve({ output: output ?? '', dependencies }),
    };
    loader.call(context);
  });
}

describe('the style-module loader', () => {
  it('replaces a style module by its class names, the same as evaluating it gives, and an import of its CSS', async () => {
    const { output } = await load('tests/fixtures/styles/Sample.styles.ts');
    expect(output).toBe(
      `import "./Sample.styles.ts?css";\nexport const sample = ${JSON.stringify({ card: sample.card, quiet: sample.quiet })};`,
    );
  });

  it('answers the CSS import with the rules Emotion made for every class, in the order the module writes them, nested rules and media queries included', async () => {
    const { output } = await load('tests/fixtures/styles/Sample.styles.ts', '?css');
    expect(output).toBe(
      [
        `.${sample.card}{color:#14201B;}.${sample.card}:hover{color:#0A6847;}@media (min-width: 768px){.${sample.card}{padding:8px;}}`,
        `.${sample.quiet}{color:#4F5E56;}`,
      ].join(''),
    );
  });

  it('names the files it read, so an edit to the theme restyles every module in development', async () => {
    const { dependencies } = await load('tests/fixtures/styles/Sample.styles.ts');
    expect(dependencies).toEqual(
      expect.arrayContaining([path.resolve('src/styles/theme.ts'), path.resolve('src/styles/css.ts')]),
    );
  });

  it('fails the build when a style module exports anything but class names', async () => {
    await expect(load('tests/fixtures/styles/NotOnlyClasses.styles.ts')).rejects.toThrow(
      'tests/fixtures/styles/NotOnlyClasses.styles.ts: a style module exports only objects of css(...) class names; move "padding" to a plain module.',
    );
  });
});
