import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../..');
/** Set by the platform (Node, Next, CI, the shell), never by an operator of the site. */
const PLATFORM = ['CI', 'HOME', 'NEXT_PHASE', 'NEXT_RUNTIME', 'NODE_ENV', 'PATH'];

const documented = [...readFileSync(path.join(root, '.env.example'), 'utf8').matchAll(/^([A-Z][A-Z0-9_]*)=/gm)].map(
  (match) => match[1]!,
);
const codeFiles = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mjs', '*.js'], { cwd: root, encoding: 'utf8' })
  .split('\n')
  .filter(Boolean);
const code = codeFiles.map((file) => readFileSync(path.join(root, file), 'utf8')).join('\n');

describe('.env.example', () => {
  it('lists each variable once', () => {
    expect(documented.length).toBeGreaterThan(20);
    expect(documented.filter((name, index) => documented.indexOf(name) !== index)).toEqual([]);
  });

  it('lists only variables the code reads', () => {
    expect(documented.filter((name) => !new RegExp(`\\b${name}\\b`).test(code))).toEqual([]);
  });

  it('lists every variable the code reads from process.env', () => {
    const read = new Set([...code.matchAll(/process\.env\.([A-Z][A-Z0-9_]*)/g)].map((match) => match[1]!));
    expect([...read].filter((name) => !documented.includes(name) && !PLATFORM.includes(name))).toEqual([]);
  });
});
