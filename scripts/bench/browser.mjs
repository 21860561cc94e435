/** Debian's Chromium with the flags this machine needs, shared by every part of the benchmark. */
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export async function launchBrowser() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}
