/** The benchmark's browser: Debian's Chromium with the flags these machines need. */
import { chromiumFlags, chromiumPath } from '../../lib/chromium.mjs';

export { chromiumFlags, chromiumPath };

export async function launchBrowser() {
  const { chromium } = await import('@playwright/test');
  return chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
}
