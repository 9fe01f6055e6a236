import localFont from 'next/font/local';

/** Plus Jakarta Sans, self-hosted from the npm package (no font CDN on these machines). */
export const sans = localFont({
  src: '../../node_modules/@fontsource-variable/plus-jakarta-sans/files/plus-jakarta-sans-latin-wght-normal.woff2',
  variable: '--font-sans',
  weight: '200 800',
  display: 'swap',
});
