import { readFileSync } from 'node:fs';
import fontverter from 'fontverter';
import { Blob, Face } from 'harfbuzzjs';
import { describe, expect, it } from 'vitest';
import { CORE_RANGES, LATIN_FILE, coreFont } from '../../../../scripts/fonts/subset-sans.ts';
import { codePointsIn, covers } from '../../../fixtures/unicode-range';

/** The code points a WOFF2 file maps, and its weight axis. */
async function readFace(woff2: Buffer) {
  const face = new Face(new Blob(await fontverter.convert(woff2, 'truetype')));
  const { min, max } = face.getAxisInfos().wght ?? {};
  return { codePoints: new Set(face.collectUnicodes()), weights: [min, max] };
}

const inCore = (codePoint: number) => covers(CORE_RANGES, codePoint);
const { latin: latinRange } = JSON.parse(
  readFileSync('node_modules/@fontsource-variable/plus-jakarta-sans/unicode.json', 'utf8'),
) as { latin: string };
const isControl = (codePoint: number) => codePoint < 0x20 || (codePoint >= 0x7f && codePoint < 0xa0);

describe('the core face of Plus Jakarta Sans', () => {
  it("fits the first round trip of a new connection (ten 1,460-byte segments, less the response's headers)", async () => {
    expect((await coreFont()).length).toBeLessThan(14_000);
  });

  it("keeps every core character the Latin file has, nothing else, and the site's weights 400 to 800", async () => {
    const [core, latin] = await Promise.all([coreFont().then(readFace), readFace(readFileSync(LATIN_FILE))]);
    expect([...core.codePoints].sort((a, b) => a - b)).toEqual(
      [...latin.codePoints].filter(inCore).sort((a, b) => a - b),
    );
    expect(core.codePoints.has('A'.codePointAt(0)!)).toBe(true);
    expect(core.codePoints.has('—'.codePointAt(0)!)).toBe(true);
    expect(core.weights).toEqual([400, 800]);
  });

  it('leaves the rest of the Latin range to the whole file, which fonts.ts declares for exactly that rest', () => {
    const declared =
      /prop: 'unicode-range',\s*value:\s*'([^']+)'/.exec(readFileSync('src/styles/fonts.ts', 'utf8'))?.[1] ?? '';
    const rest = codePointsIn(declared);
    const latin = codePointsIn(latinRange);
    expect(rest.filter(inCore)).toEqual([]);
    const uncovered = latin.filter(
      (codePoint) => !isControl(codePoint) && !inCore(codePoint) && !rest.includes(codePoint),
    );
    expect(uncovered).toEqual([]);
    expect(rest.every((codePoint) => latin.includes(codePoint))).toBe(true);
  });
});
