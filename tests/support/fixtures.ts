/**
 * Shared browser-test fixture: every page a test opens is watched for uncaught errors and for
 * requests to any host other than the site's own; both fail the test when it ends. Only tests
 * that ask for `page` get one: a test that only makes requests never starts a browser.
 */
import { test as base, expect, type Page } from '@playwright/test';

export const test = base.extend({
  page: async ({ page, baseURL }, use) => {
    const errors: string[] = [];
    const foreign: string[] = [];
    const own = new URL(baseURL!).host;
    page.on('pageerror', (error) => errors.push(error.message));
    // Context-wide, so requests made by workers are counted too.
    page.context().on('request', (request) => {
      const url = new URL(request.url());
      if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.host !== own) foreign.push(request.url());
    });
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
    expect(foreign, 'requests to other hosts').toEqual([]);
  },
});

export { expect };

/**
 * How long to wait for what needs a download and its rendering first (a diagram, the search
 * index, Swagger UI, the app): longer than a plain expectation's 7 s, for a loaded machine.
 */
export const AFTER_LOADING = { timeout: 15_000 };

/**
 * Waits until the app has started on the page (Docusaurus marks <html> once hydrated); a doc
 * article's diagrams and behaviours are in place from then on (src/plugins/static-articles).
 */
export async function appStarted(page: Page): Promise<void> {
  // Read on every frame: a locator's retries come up to 500 ms apart, time the page sits idle.
  await page.waitForFunction(() => document.documentElement.dataset.hasHydrated === 'true', undefined, {
    polling: 'raf',
    ...AFTER_LOADING,
  });
}

/**
 * Resolves once the browser has rendered two more frames: whatever the last state change laid
 * out has been painted, and its layout-shift entries have been reported.
 */
export async function framesRendered(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))),
  );
}

/**
 * Gives the window a new size and resolves once the page has caught up: the new width is in
 * effect, frames have run the resize steps (the resize event), and the theme has re-rendered for
 * the width, with two more frames drawn after it. The theme renders the desktop table of contents
 * only on a wide screen, where its style sheet hides the mobile one: the two agree once it has.
 */
export async function resizeTo(page: Page, size: { width: number; height: number }): Promise<void> {
  await page.setViewportSize(size);
  // Each read on every frame, as in appStarted: a poll from here would leave the page idle between reads.
  await page.waitForFunction((width) => window.innerWidth === width, size.width, { polling: 'raf' });
  await framesRendered(page);
  await page.waitForFunction(
    () => {
      const mobile = document.querySelector('.theme-doc-toc-mobile');
      const desktop = document.querySelector('.theme-doc-toc-desktop');
      return !mobile || (desktop !== null) === (getComputedStyle(mobile).display === 'none');
    },
    undefined,
    { polling: 'raf' },
  );
  await framesRendered(page);
}

/** Marks the current document, so a later check can tell a client-side navigation from a page load. */
export async function markDocument(page: Page): Promise<void> {
  await page.evaluate(() => {
    (window as unknown as { sameDocument: boolean }).sameDocument = true;
  });
}
export const stillSameDocument = (page: Page) =>
  page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument === true);

/**
 * Holds back every script but the main bundle and its runtime: the page shows and the bundle
 * starts, but the app waits for the page's chunks until the returned function is called.
 */
export async function holdPageChunks(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/js/*.js', async (route) => {
    if (!/\/(main|runtime~main)\.[^/]*\.js$/.test(route.request().url())) await released;
    await route.continue();
  });
  return release;
}
