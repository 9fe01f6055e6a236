import { describe, expect, it } from 'vitest';
import { fallbackFaces } from '../../../../scripts/fonts/fallback-faces.ts';

/** Each rule's family, weight and size-adjust, as the browser reads them. */
const faces = () =>
  [
    ...fallbackFaces().matchAll(
      /@font-face \{ font-family: '([^']+)'; src: ([^;]+); font-weight: (\d+); size-adjust: ([\d.]+)%; ascent-override: ([\d.]+)%/g,
    ),
  ].map(([, family, src, weight, size, ascent]) => ({
    family,
    src,
    weight: Number(weight),
    size: Number(size),
    ascent: Number(ascent),
  }));

describe('the core face’s fallbacks for Android and Linux', () => {
  it('gives each fallback a regular and a bold face under the family src/styles/fonts.ts lists', () => {
    expect(faces().map(({ family, weight }) => `${family} ${weight}`)).toEqual([
      'jakartaSans Fallback Roboto 400',
      'jakartaSans Fallback Roboto 700',
      'jakartaSans Fallback DejaVu 400',
      'jakartaSans Fallback DejaVu 700',
    ]);
    expect(faces()[0]!.src).toBe("local('Roboto'), local('Roboto-Regular')");
  });

  it('sizes each to the core face’s average width, as next/font sizes Arial (105.75 % there)', () => {
    // Roboto is a little narrower than Plus Jakarta Sans, DejaVu Sans wider, and wider still in bold.
    expect(faces().map(({ size }) => size)).toEqual([105.21, 107.04, 92.07, 84.29]);
  });

  it('keeps the core face’s ascent whatever the size: ascent-override × size-adjust is its 1,038 units per 1,000', () => {
    for (const { size, ascent } of faces()) expect((size * ascent) / 10_000).toBeCloseTo(1.038, 2);
  });
});
