import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { specOperations } from '../support/spec';
import { serviceVersion, tagOrder } from '../../src/plugins/openapi-operations/spec';
import { sites } from '../../playwright.config';

const explore = `${sites.main.base}openapi/explore`;
const blockId = (tag: string, operationId: string) => `#operations-${tag.replace(/\s+/g, '_')}-${operationId}`;

/** Widest point of the page against the viewport: more than the viewport means sideways scroll. */
const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

test('on a wide screen Swagger UI replaces the list: every operation, a filter, no Authorize', async ({ page }) => {
  const operations = specOperations();
  const tags = new Set(operations.map((op) => op.tag));
  await page.goto(explore);
  await expect(page).toHaveTitle(/Explore the API \| Accounting System API Documentation/);
  await expect(page.locator('.opblock-tag-section')).toHaveCount(tags.size, { timeout: 20_000 });
  await expect(page.locator('.opblock')).toHaveCount(operations.length);
  await expect(page.locator('#operations-index')).toHaveCount(0);
  await expect(page.locator('.servers select option')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /Authorize/ })).toHaveCount(0);
  await expect(page.locator('.authorization__btn')).toHaveCount(0);
  // The site's own navbar, search included, stays around it.
  await expect(page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Docs' })).toHaveAttribute(
    'href',
    `${sites.main.base}docs`,
  );
  await expect(page.getByRole('search').locator('input.navbar__search-input')).toBeVisible();
  // The badge shows the service release the docs describe.
  await expect(page.locator('.swagger-ui .info .title .version').first()).toHaveText(serviceVersion());

  // Groups in the one tag order, as in the docs sidebar and the phone list.
  const shown = await page.locator('.opblock-tag-section h3 .nostyle span').allTextContents();
  expect(shown).toEqual(tagOrder().filter((tag) => tags.has(tag)));

  const filter = page.getByRole('region', { name: 'Filter operations' }).locator('input');
  await filter.fill('Unit Type');
  await expect(page.locator('.opblock-tag-section')).toHaveCount(1);
});

test('a deep link opens the operation, which links to its reference page', async ({ page }) => {
  const op = specOperations().find((o) => o.operationId === 'createInstallation')!;
  await page.goto(`${explore}#/${encodeURIComponent(op.tag)}/${op.operationId}`);
  const block = page.locator(blockId(op.tag, op.operationId));
  await expect(block.locator('.opblock-body')).toBeVisible({ timeout: 20_000 });
  // The published site's address: Swagger UI would resolve a relative link against the API host.
  await expect(block.locator('.opblock-external-docs')).toContainText('Reference page in the documentation');
  await expect(block.locator('.opblock-external-docs a')).toHaveAttribute(
    'href',
    new RegExp(`^https?://[^/]+${sites.main.base}docs/api/installation/create-installation$`),
  );
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the light list comes first, Swagger UI loads on request, and nothing scrolls sideways', async ({ page }) => {
    await page.goto(explore);
    const list = page.locator('#operations-index');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore the API' })).toBeVisible();
    await expect(list.getByRole('link', { name: /^Reference page/ })).toHaveCount(specOperations().length);
    // Swagger UI stays unloaded until asked for.
    expect(await page.evaluate(() => 'SwaggerUIBundle' in window)).toBe(false);
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);

    await list.getByRole('button', { name: 'Open the interactive explorer' }).click();
    await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 20_000 });
    // Tag descriptions use the width instead of one character per line.
    const description = page.locator('.opblock-tag small').first();
    expect((await description.boundingBox())!.width).toBeGreaterThan(250);

    // The widest content: an operation with a long path, expanded with its tables and examples.
    const op = specOperations().find((o) => o.operationId === 'listProjectGroupMetrics')!;
    const block = page.locator(blockId(op.tag, op.operationId));
    await block.locator('.opblock-summary-control').click();
    await expect(block.locator('.opblock-body')).toBeVisible();
    expect(await pageWidth(page)).toBeLessThanOrEqual(360);
  });
});

test('a deep link with a stray "%" still shows the explorer (decoding it used to crash the page)', async ({ page }) => {
  await page.goto(`${explore}#/Metric/get%ZZ`);
  await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('heading', { level: 1, name: 'Explore the API' })).toBeVisible();
});

test('explore.html serves the explorer too', async ({ page }) => {
  await page.goto(`${sites.main.base}openapi/explore.html`);
  await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 20_000 });
});
