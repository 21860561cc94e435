/**
 * Debian's Chromium with the flags these machines need (Playwright's own browser download does
 * not work here), for the browser tests, the benchmark and the diagram drawings.
 */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
