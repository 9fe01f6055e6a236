import { readFileSync } from 'node:fs';

export function svgSize(file: string): { width: number; height: number } {
  const head = readFileSync(file, 'utf8').slice(0, 600);
  const width = Number(/\bwidth="(\d+(?:\.\d+)?)"/.exec(head)?.[1] ?? 0);
  const height = Number(/\bheight="(\d+(?:\.\d+)?)"/.exec(head)?.[1] ?? 0);
  return { width, height };
}
