/**
 * What only a served site in a browser shows: the not-found page with its status, clean URLs
 * for .html addresses, and every doc reachable from the sidebar. What each page contains is
 * checked over the build in tests/build/routes.test.ts.
 */
import { appStarted, framesRendered, test, expect } from '../support/fixtures';
import { categoryPages, docPages, docTitle, rootDocTitle } from '../support/routes';
import { sites } from '../../playwright.config';

const { base } = sites.main;

test('a made-up path shows the not-found page with 404 and a search link', async ({ page }) => {
  const response = await page.goto(`${base}docs/no-such-page-here`);
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: 'Start from the documentation home' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Search the docs for “no such page here”/ })).toBeVisible();
});

test('a missing path ending in an encoded "%" shows the not-found page once the app runs (it used to crash)', async ({
  page,
}) => {
  // The router hands the page "/docs/100%" (decoded once), which decodeURIComponent refused.
  await page.goto(`${base}docs/100%25`);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page.getByRole('link', { name: /Search the docs for “100”/ })).toBeVisible();
});

test('a path with a stray "%" shows the not-found page, and the app starts (it used to stop with "URI malformed")', async ({
  page,
}) => {
  // Sent as typed: the browser leaves a "%" that starts no escape alone.
  const response = await page.goto(`${base}docs/100%`);
  expect(response?.status()).toBe(404);
  await appStarted(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
  await expect(page).toHaveURL(new RegExp(`${base}docs/100%25$`));
});

test('.html and index.html suffixes are stripped', async ({ page }) => {
  await page.goto(`${base}docs/api/metric.html`);
  await expect(page).toHaveURL(new RegExp(`${base}docs/api/metric$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(docTitle('api/metric'));
  // The docs root's earlier address, docs/, sends the reader on to docs (src/plugins/moved-pages).
  await page.goto(`${base}docs/index.html`);
  await expect(page).toHaveURL(new RegExp(`${base}docs$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(rootDocTitle());
});

test('every seed doc route and category is reachable from the sidebar', async ({ page }) => {
  await page.goto(`${base}docs`);
  await appStarted(page);
  // Expand every collapsed category with its button (a category's link would load its page
  // first), round by round as nested ones appear, then collect the sidebar's links.
  for (let round = 0; round < 4; round += 1) {
    const expanded = await page.evaluate(() => {
      const collapsed = document.querySelectorAll<HTMLElement>(
        // A category with a page has a caret button; one without (Errors in Detail) is its own caret link.
        '.menu__list-item--collapsed > div > button.menu__caret, .menu__list-item--collapsed > div > a.menu__link--sublist-caret, .menu__list-item--collapsed > a.menu__link--sublist-caret',
      );
      for (const control of collapsed) control.click();
      return collapsed.length;
    });
    if (expanded === 0) break;
    await framesRendered(page);
  }
  const hrefs = await page
    .locator('.theme-doc-sidebar-menu a.menu__link')
    .evaluateAll((links) => links.map((a) => new URL((a as HTMLAnchorElement).href).pathname));
  for (const route of docPages) expect(hrefs).toContain(`${base}docs/${route}`);
  for (const slug of categoryPages) expect(hrefs).toContain(`${base}docs/category/${slug}`);
});
