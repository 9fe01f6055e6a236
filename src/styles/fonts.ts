import localFont from 'next/font/local';

/** The core subset (scripts/fonts/subset-sans.ts). Not named `sans`: fontconfig (Linux) answers that with its default face before any fallback. */
export const jakartaSans = localFont({
  src: './generated/plus-jakarta-sans-core.woff2',
  variable: '--font-sans',
  weight: '400 800',
  // Used only if there by the first paint, so the text never moves when the font arrives late.
  display: 'optional',
  // After next/font's Arial-matched fallback: scripts/fonts/fallback-faces.ts, for Android and Linux.
  fallback: ["'jakartaSans Fallback Roboto'", "'jakartaSans Fallback DejaVu'"],
  // Chrome holds the first paint up to 100 ms for a preloaded `optional` face.
  preload: false,
});

/** The rest of the Latin file, downloaded only by a page that shows one of its characters; first in the stack, as the browser skips it for any other. */
export const jakartaSansLatinRest = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-sans-latin-rest',
  weight: '200 800',
  display: 'swap',
  preload: false,
  adjustFontFallback: false,
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+00A1-00A8, U+00AA-00B6, U+00B8-00D6, U+00D8-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+0304, U+0308, U+0329, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
    },
  ],
});

export const fontVariables = `${jakartaSans.variable} ${jakartaSansLatinRest.variable}`;

export const coreFontFamily = jakartaSans.style.fontFamily.split(',')[0]!.replace(/["']/g, '').trim();
