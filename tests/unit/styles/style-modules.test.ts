import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/** The style modules under src, by the naming convention (`*-styles.ts`, `*-style.ts`), as `@/…` paths. */
function styleModules(dir = 'src'): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return styleModules(file);
    return /-styles?\.ts$/.test(entry.name) ? [`@/${file.slice('src/'.length).replace(/\.ts$/, '')}`] : [];
  });
}

describe("the site's stylesheet", () => {
  it('reads every style module of the site', () => {
    const listed = [...readFileSync('src/styles/stylesheet/style-modules.ts', 'utf8').matchAll(/from '(@\/[^']+)'/g)].map((match) => match[1]);
    // emotion-styles.ts makes class names; it exports no styles.
    const expected = styleModules().filter((module) => module !== '@/styles/server-jsx/emotion-styles');
    expect(listed.sort()).toEqual(expected.sort());
  });
});
