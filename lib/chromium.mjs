/** Debian's Chromium and the flags these machines need (Playwright's browser download fails here). */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * The browser tests run Debian's headless shell: the same Blink without the browser around it,
 * which is what Playwright itself runs headless; a page load costs about a third less CPU.
 */
export const testChromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];
