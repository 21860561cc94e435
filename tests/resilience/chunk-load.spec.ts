/**
 * A page bundle that cannot be downloaded (for example after a deploy removed it while a tab
 * was open): the page logs a warning and reloads once; if the bundle still fails, it says so
 * and offers "Retry" instead of reloading again.
 */
import type { Browser, Page } from '@playwright/test';
import { AFTER_LOADING, test, expect } from '../support/fixtures';
import { rootDocTitle } from '../support/routes';
import { sites } from '../../playwright.config';

const { base, baseURL } = sites.main;
const start = base;
const target = `${base}docs`; // the home page's "Read the docs" link

/** Scripts a page executes on a direct visit (prefetch requests are not scripts). */
async function executedScripts(browser: Browser, path: string): Promise<Set<string>> {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  const scripts = new Set<string>();
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.add(request.url());
  });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await context.close();
  return scripts;
}

/** A bundle the target page needs that the start page does not: the one to break. */
async function chunkOnlyTheTargetNeeds(browser: Browser): Promise<string> {
  const onStart = await executedScripts(browser, start);
  const onTarget = await executedScripts(browser, target);
  const chunk = [...onTarget].find((url) => !onStart.has(url));
  expect(chunk, `a bundle only ${target} loads`).toBeTruthy();
  return chunk!;
}

/** Counts full page loads of a path and collects console warnings. */
function watch(page: Page, path: string) {
  const state = { loads: 0, warnings: [] as string[] };
  page.on('request', (request) => {
    if (
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      new URL(request.url()).pathname === path
    )
      state.loads += 1;
  });
  page.on('console', (message) => {
    if (message.type() === 'warning') state.warnings.push(message.text());
  });
  return state;
}

const notice = (page: Page) => page.getByRole('alert').filter({ hasText: 'This page could not load' });

test.describe('a page bundle fails to load', () => {
  let chunk: string;
  test.beforeAll(async ({ browser }) => {
    chunk = await chunkOnlyTheTargetNeeds(browser);
  });

  test('during a client-side navigation: one reload, then the error and a working "Retry"', async ({ page }) => {
    await page.goto(start);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const seen = watch(page, target);
    await page.route(chunk, (route) => route.abort());

    await page.getByRole('link', { name: 'Read the docs' }).click();
    await expect(notice(page)).toBeVisible(AFTER_LOADING);
    await expect(notice(page)).toContainText(/Loading chunk .* failed/);
    expect(
      seen.warnings.some((text) => /chunk/i.test(text)),
      'a warning names the failed bundle',
    ).toBe(true);
    // The page's own text stays readable under the notice.
    await expect(page.getByRole('heading', { level: 1, name: rootDocTitle() })).toBeVisible();
    // The notice shows only once the page has decided not to reload again; a reload it had
    // started anyway would be a navigation request before the network goes quiet.
    await page.waitForLoadState('networkidle');
    expect(seen.loads, 'reloaded exactly once, no loop').toBe(1);

    // The network is back: "Retry" loads the page for real.
    await page.unroute(chunk);
    await notice(page).getByRole('button', { name: 'Retry' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(notice(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rootDocTitle());
    expect(seen.loads).toBe(2);
  });

  test('during a client-side navigation, a passing failure heals with one reload', async ({ page }) => {
    await page.goto(start);
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    const seen = watch(page, target);
    // Fails until the page reloads, like a bundle that a fresh HTML page no longer needs.
    await page.route(chunk, (route) => (seen.loads === 0 ? route.abort() : route.continue()));

    await page.getByRole('link', { name: 'Read the docs' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rootDocTitle());
    await expect(notice(page)).toHaveCount(0);
    expect(seen.loads).toBe(1);
  });

  test('on the first load of a page: one reload, then the error and "Retry"', async ({ page }) => {
    const seen = watch(page, target);
    await page.route(chunk, (route) => route.abort());
    await page.goto(target);
    await expect(notice(page)).toBeVisible(AFTER_LOADING);
    expect(seen.warnings.some((text) => /chunk/i.test(text))).toBe(true);
    // The notice shows only once the page has decided not to reload again; a reload it had
    // started anyway would be a navigation request before the network goes quiet.
    await page.waitForLoadState('networkidle');
    expect(seen.loads, 'the visit plus exactly one reload').toBe(2);
    await expect(notice(page).getByRole('button', { name: 'Retry' })).toBeVisible();
  });
});
