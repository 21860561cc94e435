/** The bench's set-up: builds served side by side and one Chromium to measure them with. */
import { chromium } from '@playwright/test';
import { chromiumFlags, chromiumPath } from '../../lib/chromium.mjs';
import { serveBuild } from '../../lib/serveBuild.mjs';

/** @typedef {Awaited<ReturnType<typeof serveBuild>>} Server */

/**
 * Serves every build in `dirs` at once under `base` (ports from `port` up), launches Chromium and
 * runs `measure(browser, servers)`; the servers and the browser close afterwards, also on failure.
 * @template T
 * @param {string[]} dirs
 * @param {{ base: string; port: number }} options
 * @param {(browser: import('@playwright/test').Browser, servers: Server[]) => Promise<T>} measure
 */
export async function withServedBuilds(dirs, { base, port }, measure) {
  const servers = /** @type {Server[]} */ ([]);
  /** @type {import('@playwright/test').Browser | undefined} */
  let browser;
  try {
    for (const dir of dirs) servers.push(await serveBuild({ dir, base, port: port + servers.length }));
    browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
    return await measure(browser, servers);
  } finally {
    await browser?.close();
    await Promise.all(servers.map((server) => server.close()));
  }
}

/**
 * Runs `use(page, context)` in a fresh browser context (empty cache), closed afterwards.
 * @template T
 * @param {import('@playwright/test').Browser} browser
 * @param {(page: import('@playwright/test').Page, context: import('@playwright/test').BrowserContext) => Promise<T>} use
 * @param {import('@playwright/test').BrowserContextOptions} contextOptions
 */
export async function inFreshPage(browser, use, contextOptions = {}) {
  const context = await browser.newContext(contextOptions);
  try {
    return await use(await context.newPage(), context);
  } finally {
    await context.close();
  }
}
