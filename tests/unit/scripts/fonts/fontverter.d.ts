// fontverter ships no types; this is the one call the font tests make.
declare module 'fontverter' {
  const fontverter: { convert(font: Uint8Array, toFormat: 'truetype' | 'woff' | 'woff2'): Promise<Buffer> };
  export default fontverter;
}
