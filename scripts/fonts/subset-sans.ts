// The site's text face, cut from Plus Jakarta Sans' Latin file (the npm package's) to what nearly
// every page shows: ASCII, a no-break space, © · ×, General Punctuation, and the weights the site
// uses (400-800). It comes to ~13 kB against the file's 27, so it arrives in a new connection's
// first round trip. The rest of the Latin file's characters come from the whole file, which
// src/styles/fonts.ts declares for exactly those, so a page downloads it only when it shows one.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const LATIN_FILE = path.join(
  ROOT,
  'node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
);

/** [first, last] code points, inclusive. */
export const CORE_RANGES: [number, number][] = [
  [0x20, 0x7e],
  [0xa0, 0xa0],
  [0xa9, 0xa9],
  [0xb7, 0xb7],
  [0xd7, 0xd7],
  [0x2000, 0x206f],
];

/** The core face as WOFF2. */
export async function coreFont(): Promise<Buffer> {
  const text = CORE_RANGES.flatMap(([first, last]) =>
    Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)),
  ).join('');
  return subsetFont(readFileSync(LATIN_FILE), text, {
    targetFormat: 'woff2',
    variationAxes: { wght: { min: 400, max: 800 } },
  });
}
