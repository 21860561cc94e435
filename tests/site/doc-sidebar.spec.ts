/**
 * The docs sidebar's items stay the server's HTML until the reader uses the sidebar
 * (src/components/HydrateOnUse): a pointer, a touch or focus brings them to life, and so does
 * a navigation. These tests check that nothing changes for the reader when that happens.
 */
import type { Locator, Page } from '@playwright/test';
import { appStarted, markDocument, stillSameDocument, test, expect } from '../support/fixtures';
import { sites } from '../../playwright.config';

const base = sites.main.base;
const overview = `${base}docs/api/installation`;

test.use({ viewport: { width: 1280, height: 800 } });

/** Whether React has rendered this element (it keeps its fiber on the element). */
const renderedByReact = (element: Locator) =>
  element.evaluate((node) => Object.keys(node).some((key) => key.startsWith('__reactFiber')));

async function openOverview(page: Page): Promise<Locator> {
  await page.goto(overview);
  await appStarted(page);
  return page.getByRole('navigation', { name: 'Docs sidebar' });
}

test('until used, the items are the server HTML; brought to life, they are the same', async ({ page }) => {
  const sidebar = await openOverview(page);
  const menu = sidebar.locator('.theme-doc-sidebar-menu');
  const firstLink = menu.locator('a').first();
  expect(await renderedByReact(firstLink)).toBe(false);
  // React's items may carry inline styles the server's lack (the open state of expanded
  // lists); the markup otherwise, and the layout, must not change.
  const markup = () => menu.evaluate((ul) => ul.innerHTML.replace(/ style="[^"]*"/g, ''));
  const height = () => menu.evaluate((ul) => ul.getBoundingClientRect().height);
  const [serverMarkup, serverHeight] = [await markup(), await height()];
  await menu.hover();
  await expect.poll(() => renderedByReact(firstLink)).toBe(true);
  expect(await markup()).toBe(serverMarkup);
  expect(await height()).toBe(serverHeight);
});

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
