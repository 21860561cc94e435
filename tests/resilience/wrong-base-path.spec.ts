/**
 * A build made for one base path served under another (build/, made for
 * /argo-accounting/, served under /b/): the bundles are requested from the wrong place and never
 * run. Docusaurus then shows its base-path banner, on the home page only.
 */
import { test, expect } from '../support/fixtures';
import { docTitle } from '../support/routes';
import { sites, wrongBaseSite } from '../../playwright.config';

const banner = '#__docusaurus-base-url-issue-banner';

test.describe('served under the wrong base path', () => {
  test.use({ baseURL: wrongBaseSite.baseURL });

  test('the home page shows the misconfiguration banner with the configured and the suggested base', async ({
    page,
  }) => {
    await page.goto(wrongBaseSite.base);
    await expect(page.locator(banner)).toBeVisible();
    await expect(page.locator(banner)).toContainText('Your Docusaurus site did not load properly.');
    await expect(page.locator(banner)).toContainText(`Current configured baseUrl = ${wrongBaseSite.builtFor}`);
    await expect(page.locator(`${banner}-suggestion-container`)).toHaveText(wrongBaseSite.base);
    // The app never started: its bundles were looked for under the configured base.
    await expect(page.locator('html')).not.toHaveAttribute('data-has-hydrated', 'true');
  });

  test('a deeper page has no banner, but its text is still there to read', async ({ page }) => {
    await page.goto(`${wrongBaseSite.base}docs/api/metric`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(docTitle('api/metric'));
    await expect(page.locator(banner)).toHaveCount(0);
  });
});

test('served under the right base path, the banner stays away', async ({ page }) => {
  await page.goto(sites.main.base);
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');
  await expect(page.locator(banner)).toHaveCount(0);
});
