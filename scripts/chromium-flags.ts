/** Chromium's flags for the tests and the screenshots: no sandbox or GPU in a container, nothing fetched on the side. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
