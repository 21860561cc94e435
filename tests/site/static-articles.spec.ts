/**
 * Doc articles stay the server's HTML in the browser (src/plugins/static-articles): React does
 * not render them again, and small behaviours make their tabs, code blocks and links work. A
 * client-side navigation fetches the next page's HTML for its article.
 */
import type { Page } from '@playwright/test';
import { appStarted, markDocument, stillSameDocument, test, expect } from '../support/fixtures';
import { sites } from '../../playwright.config';

const base = sites.main.base;
const operationPage = `${base}docs/api/installation/create-installation`;

async function openStarted(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await appStarted(page);
}

test.describe('tabs', () => {
  test('a choice applies to every tab set of its group, is remembered, and works from the keyboard', async ({
    page,
  }) => {
    // Manage Metrics: several request samples, each a curl / Python / JavaScript tab set.
    await openStarted(page, `${base}docs/guides/api_actions/metric`);
    const sets = page.locator('article [data-tab-group="api-language"]');
    expect(await sets.count()).toBeGreaterThan(1);

    await sets.first().getByRole('tab', { name: 'Python' }).click();
    for (const set of await sets.all()) {
      await expect(set.getByRole('tab', { selected: true })).toHaveText('Python');
      await expect(set.getByRole('tabpanel').filter({ visible: true })).toHaveCount(1);
      await expect(set.getByRole('tabpanel').filter({ visible: true })).toContainText('import');
    }
    expect(await page.evaluate(() => localStorage.getItem('docusaurus.tab.api-language'))).toBe('python');

    await page.reload();
    await appStarted(page);
    await expect(sets.last().getByRole('tab', { selected: true })).toHaveText('Python');

    const python = sets.first().getByRole('tab', { name: 'Python' });
    await python.focus();
    await page.keyboard.press('ArrowRight');
    await expect(sets.first().getByRole('tab', { name: 'JavaScript' })).toBeFocused();
    await expect(sets.last().getByRole('tab', { selected: true })).toHaveText('JavaScript');
    await page.keyboard.press('ArrowRight');
    await expect(sets.first().getByRole('tab', { selected: true })).toHaveText('curl');
  });
});

test.describe('code blocks', () => {
  test('"Copy" puts the code on the clipboard, line by line, and confirms it', async ({ page, context, baseURL }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await openStarted(page, operationPage);
    const block = page.locator('article .theme-code-block').filter({ visible: true }).first();
    const expected = await block
      .locator('.token-line')
      .evaluateAll((lines) => lines.map((line) => (line.textContent ?? '').replace(/\n$/, '')).join('\n'));
    expect(expected.split('\n').length).toBeGreaterThan(2);

    await block.hover();
    const copy = block.getByRole('button', { name: 'Copy code to clipboard' });
    await expect(copy).toBeVisible();
    await copy.click();
    await expect(block.getByRole('button', { name: 'Copied' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    // The sample says where its values come from, declares them, then the request keeps its continuation indent.
    expect(expected).toMatch(/^# [^\n]+\nBASE_URL="[^\n]+\n/);
    expect(expected).toContain('curl -X POST \\\n  "$BASE_URL/installations" \\\n  -H ');
  });
});

test.describe('links in an article', () => {
  test('open the page in the app, with its article from the page’s HTML, and scroll to the anchor', async ({
    page,
  }) => {
    await openStarted(page, `${base}docs/quickstart`);
    await markDocument(page);
    const target = `${base}docs/authentication/authenticating_clients`;
    const fetched = page.waitForRequest((request) => new URL(request.url()).pathname === target);

    await page.locator('article').getByRole('link', { name: 'Get an access token' }).first().click();
    await expect(page).toHaveURL(`${target}#get-an-access-token`);
    expect((await fetched).resourceType()).toBe('fetch');
    await expect(page.locator('article h1')).toHaveText('Authentication through the Default OIDC Provider');
    await expect(page.locator('#get-an-access-token')).toBeInViewport();
    expect(await stillSameDocument(page)).toBe(true);

    // The new article's behaviours work too, and Back shows the first article again.
    await expect(page.locator('article .theme-code-block button').first()).toBeAttached();
    await page.goBack();
    await expect(page.locator('article h1')).toHaveText('Quickstart');
    expect(await stillSameDocument(page)).toBe(true);
  });

  test('load the page in full when its HTML cannot be fetched', async ({ page }) => {
    await openStarted(page, `${base}docs/quickstart`);
    await markDocument(page);
    const target = `${base}docs/authentication/authenticating_clients`;
    await page.route(`**${target}`, (route) =>
      route.request().resourceType() === 'fetch' ? route.abort('connectionfailed') : route.continue(),
    );
    await page.locator('article').getByRole('link', { name: 'Get an access token' }).first().click();
    await expect(page.locator('article h1')).toHaveText('Authentication through the Default OIDC Provider');
    expect(await stillSameDocument(page)).toBe(false);
  });

  test('to files stay ordinary links', async ({ page }) => {
    await openStarted(page, `${base}docs/quickstart`);
    const collection = page.locator('article').getByRole('link', { name: 'Postman collection' });
    await expect(collection).toHaveAttribute('target', '_blank');
    const [popup] = await Promise.all([page.waitForEvent('popup'), collection.click()]);
    expect(new URL(popup.url()).pathname).toBe(`${base}openapi/accounting-system.postman_collection.json`);
  });
});
