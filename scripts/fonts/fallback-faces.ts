// The core face's fallbacks where next/font's own (Arial) is missing: Roboto (Android has no Arial) and
// DejaVu Sans (Linux), regular and bold, so headings are not drawn in a synthesised bold of other widths.
// Each is sized as next/font sizes Arial's: by the ratio of average widths, then the core face's ascent
// and descent over that size. Widths and ascents from capsize (@capsizecss/metrics; DejaVu's read from its
// files with @capsizecss/unpack), in each font's units per em.

/** Plus Jakarta Sans, the core face: the average width of English text at each weight a fallback has. */
const CORE = { unitsPerEm: 1000, ascent: 1038, descent: 222, averageWidth: { 400: 468, 700: 484 } };

const FALLBACKS = [
  {
    name: 'Roboto',
    unitsPerEm: 2048,
    faces: {
      400: { local: ['Roboto', 'Roboto-Regular'], averageWidth: 911 },
      700: { local: ['Roboto Bold', 'Roboto-Bold'], averageWidth: 926 },
    },
  },
  {
    name: 'DejaVu',
    unitsPerEm: 2048,
    faces: {
      400: { local: ['DejaVu Sans', 'DejaVuSans'], averageWidth: 1041 },
      700: { local: ['DejaVu Sans Bold', 'DejaVuSans-Bold'], averageWidth: 1176 },
    },
  },
];

const percent = (value: number) => `${(value * 100).toFixed(2)}%`;

/** The fallbacks' @font-face rules. */
export function fallbackFaces(): string {
  return FALLBACKS.flatMap(({ name, unitsPerEm, faces }) =>
    Object.entries(faces).map(([weight, { local, averageWidth }]) => {
      const size = CORE.averageWidth[weight as '400' | '700'] / CORE.unitsPerEm / (averageWidth / unitsPerEm);
      const declarations = [
        // The family src/styles/fonts.ts lists after next/font's own fallback.
        `font-family: 'jakartaSans Fallback ${name}'`,
        `src: ${local.map((font) => `local('${font}')`).join(', ')}`,
        `font-weight: ${weight}`,
        `size-adjust: ${percent(size)}`,
        `ascent-override: ${percent(CORE.ascent / CORE.unitsPerEm / size)}`,
        `descent-override: ${percent(CORE.descent / CORE.unitsPerEm / size)}`,
        'line-gap-override: 0%',
      ];
      return `@font-face { ${declarations.join('; ')}; }\n`;
    }),
  ).join('');
}
