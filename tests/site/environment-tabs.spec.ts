/**
 * One environment, chosen once (issue 43): the Development / Production tabs of Before You Call
 * the API are remembered, so the next page, opened by a link or loaded afresh, shows the chosen
 * environment's base URL; a page loaded later shows it before any bundle runs.
 */
import type { Locator, Page } from '@playwright/test';
import { appStarted, expect, test } from '../support/fixtures';
import { sites } from '../../playwright.config';
import { ENVIRONMENT_TAB_GROUP } from '../../src/plugins/openapi-operations/environments';
import { apiEnvironments } from '../../src/plugins/openapi-operations/spec';

const base = sites.main.base;
const setupPage = `${base}docs/guides/api_actions/before_you_call_the_api`;
const quickstart = `${base}docs/quickstart`;
const [development, production] = apiEnvironments();

const environmentTabs = (page: Page): Locator => page.locator(`article [data-tab-group="${ENVIRONMENT_TAB_GROUP}"]`);

/** The one panel of a tab set a reader sees. */
const shownPanel = (set: Locator): Locator => set.getByRole('tabpanel').filter({ visible: true });

test('picking Production on Before You Call the API shows the production URL on the next pages', async ({ page }) => {
  await page.goto(setupPage);
  await appStarted(page);
  const tabs = environmentTabs(page);
  await expect(shownPanel(tabs)).toContainText(`export BASE_URL='${development!.baseUrl}'`);

  await tabs.getByRole('tab', { name: production!.label }).click();
  await expect(shownPanel(tabs)).toContainText(`export BASE_URL='${production!.baseUrl}'`);

  // A link in the article: the app navigates without reloading.
  await page.locator('article a[href$="/docs/system/test_prod_environments"]').first().click();
  await expect(page).toHaveURL(/\/docs\/system\/test_prod_environments$/);
  const next = environmentTabs(page);
  await expect(next.getByRole('tab', { selected: true })).toHaveText(production!.label);
  await expect(shownPanel(next)).toHaveCount(1);
  await expect(shownPanel(next)).toContainText(`export BASE_URL='${production!.baseUrl}'`);

  // A page loaded afresh remembers it too, and the reader can still switch back.
  await page.goto(quickstart);
  await appStarted(page);
  const quickstartTabs = environmentTabs(page);
  await expect(shownPanel(quickstartTabs)).toContainText(`export BASE_URL='${production!.baseUrl}'`);
  await quickstartTabs.getByRole('tab', { name: development!.label }).click();
  await expect(shownPanel(quickstartTabs)).toHaveCount(1);
  await expect(shownPanel(quickstartTabs)).toContainText(`export BASE_URL='${development!.baseUrl}'`);
});

test('a remembered environment shows before the bundle runs', async ({ page }) => {
  await page.addInitScript(
    ([key, value]) => window.localStorage.setItem(key!, value!),
    [`docusaurus.tab.${ENVIRONMENT_TAB_GROUP}`, production!.value],
  );
  // Without the app's scripts only the server's HTML and the head's inline script run: what a
  // reader sees on the first paint, however long the bundle takes.
  await page.route('**/assets/js/**', (route) => route.abort());
  await page.goto(quickstart);
  const tabs = environmentTabs(page);
  await expect(shownPanel(tabs)).toHaveCount(1);
  await expect(shownPanel(tabs)).toContainText(`export BASE_URL='${production!.baseUrl}'`);
  const active = (name: string) =>
    tabs.getByRole('tab', { name }).evaluate((tab) => getComputedStyle(tab).borderBottomColor);
  expect(await active(production!.label)).not.toBe(await active(development!.label));
});
