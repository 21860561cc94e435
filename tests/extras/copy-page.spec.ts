/**
 * "Copy page" puts the page's Markdown twin on the clipboard, by mouse and by keyboard, and says
 * so in a live region; "View as Markdown" opens the twin.
 */
import { appStarted, holdPageChunks, test, expect } from '../support/fixtures';
import { sites } from '../../playwright.config';
import { docSources } from '../support/docSources';
import { markdownTwinPath } from '../../src/plugins/llms-txt/twinPath';

const base = sites.main.base;

test.beforeEach(async ({ context, baseURL }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
});

test('clicking "Copy page" copies the Markdown twin and confirms it', async ({ page, request }) => {
  const route = 'docs/api/metric_type/create-metric-type';
  const expected = await (await request.get(markdownTwinPath(`${base}${route}`))).text();
  await page.goto(`${base}${route}`);
  const button = page.getByRole('button', { name: 'Copy page' });
  const status = button.locator('xpath=..').getByRole('status');
  await expect(status).toBeEmpty();

  await button.click();
  await expect(status).toHaveText('Copied');
  await expect(status).toBeVisible();
  await expect(status).toHaveAttribute('aria-live', 'polite');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(expected);
  // The operation written out, as on the page.
  expect(copied).toMatch(/^## Request body$/m);
});

test('"Copy page" pressed before the app has started copies once it has, and only once', async ({ page, request }) => {
  const route = 'docs/api/metric_type/create-metric-type';
  const expected = await (await request.get(markdownTwinPath(`${base}${route}`))).text();
  const release = await holdPageChunks(page);
  const twinRequests: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().endsWith('.md')) twinRequests.push(sent.url());
  });
  await page.goto(`${base}${route}`, { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Copy page' }).click();
  await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
  release();
  await appStarted(page);
  await expect(page.getByRole('status').filter({ hasText: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
  expect(twinRequests).toHaveLength(1);
});

test('"Copy page" works from the keyboard, on the docs home too', async ({ page, request }) => {
  const expected = await (await request.get(`${base}docs/index.md`)).text();
  await page.goto(`${base}docs`);
  await page.evaluate(() => navigator.clipboard.writeText('nothing yet'));
  const button = page.getByRole('button', { name: 'Copy page' });
  // Reach the button with Tab from the element just before it, then press Enter.
  await page.getByRole('navigation', { name: 'Breadcrumbs' }).getByRole('link').last().focus();
  for (let i = 0; i < 5 && !(await button.evaluate((el) => el === document.activeElement)); i += 1) {
    await page.keyboard.press('Tab');
  }
  await expect(button).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Copied', { exact: true })).toBeVisible();
  await expect(button).toBeFocused();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
});

test('"View as Markdown" opens the page as Markdown', async ({ page }) => {
  await page.goto(`${base}docs/guides/registration`);
  const link = page.getByRole('link', { name: 'View as Markdown' });
  await expect(link).toHaveAttribute('href', `${base}docs/guides/registration.md`);
  const [response] = await Promise.all([page.waitForResponse(/registration\.md$/), link.click()]);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
  const { title } = docSources.find((doc) => doc.route === 'docs/guides/registration')!;
  expect((await response.text()).startsWith(`# ${title}\n`)).toBe(true);
});
