/**
 * The docs sidebar as a reader uses it on a static article page (src/plugins/static-articles):
 * its categories open, focus stays where the reader put it, and a navigation from the article
 * marks the new page without a page load.
 */
import type { Locator, Page } from '@playwright/test';
import { appStarted, markDocument, stillSameDocument, test, expect } from '../support/fixtures';
import { sites } from '../../playwright.config';

const base = sites.main.base;
const overview = `${base}docs/api/installation`;

test.use({ viewport: { width: 1280, height: 800 } });

async function openOverview(page: Page): Promise<Locator> {
  await page.goto(overview);
  await appStarted(page);
  return page.getByRole('navigation', { name: 'Docs sidebar' });
}

test('a collapsed category opens with its button', async ({ page }) => {
  const sidebar = await openOverview(page);
  const expand = sidebar.getByRole('button', { name: /^Expand sidebar category/ }).first();
  const name = (await expand.getAttribute('aria-label'))!.replace(/^Expand sidebar category /, '');
  await expand.click();
  await expect(sidebar.getByRole('button', { name: `Collapse sidebar category ${name}` })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});

test('focus moved into the sidebar stays on the same link', async ({ page }) => {
  const sidebar = await openOverview(page);
  const link = sidebar.locator('a.menu__link').nth(3);
  const href = await link.getAttribute('href');
  await link.focus();
  await expect
    .poll(() =>
      page.evaluate(() => {
        const focused = document.activeElement;
        const live = focused && Object.keys(focused).some((key) => key.startsWith('__reactFiber'));
        return live ? focused.getAttribute('href') : null;
      }),
    )
    .toBe(href);
});

test('a navigation from the article marks the new page in the sidebar, without a page load', async ({ page }) => {
  const sidebar = await openOverview(page);
  await markDocument(page);
  await page.locator('article a[href$="/installation/create-installation"]').first().click();
  await expect(page).toHaveURL(/\/installation\/create-installation$/);
  await expect(sidebar.locator('a[aria-current="page"]')).toHaveAttribute(
    'href',
    /\/installation\/create-installation$/,
  );
  expect(await stillSameDocument(page)).toBe(true);
});
