import { test, expect } from '../support/fixtures';
import { specOperations } from '../support/spec';
import { sites } from '../../playwright.config';

const explore = `${sites.main.base}openapi/explore`;

test('the explorer renders every tag and every operation of the contract', async ({ page }) => {
  const operations = specOperations();
  const tags = new Set(operations.map((op) => op.tag));
  await page.goto(explore);
  await expect(page).toHaveTitle(/Explore the API \| Accounting System API Documentation/);
  await expect(page.locator('.opblock-tag-section')).toHaveCount(tags.size, { timeout: 15_000 });
  await expect(page.locator('.opblock')).toHaveCount(operations.length);
  // Server choice between the test and production hosts.
  await expect(page.locator('.servers select option')).toHaveCount(2);
  await expect(page.getByRole('button', { name: /Authorize/ })).toBeVisible();
});

test('an operation expands and a deep link opens it directly', async ({ page }) => {
  const op = specOperations().find((o) => o.operationId === 'createInstallation') ?? specOperations()[0]!;
  await page.goto(explore);
  const block = page.locator(`#operations-${op.tag.replace(/\s+/g, '_')}-${op.operationId}`);
  await block.locator('.opblock-summary-control').click();
  await expect(block.locator('.opblock-body')).toBeVisible();

  await page.goto(`${explore}#/${encodeURIComponent(op.tag)}/${op.operationId}`);
  await expect(page.locator(`#operations-${op.tag.replace(/\s+/g, '_')}-${op.operationId} .opblock-body`)).toBeVisible({
    timeout: 15_000,
  });
});

test('the contract is downloadable as YAML and JSON', async ({ request }) => {
  const yamlResponse = await request.get(`${sites.main.base}openapi/accounting-system.yaml`);
  expect(yamlResponse.status()).toBe(200);
  expect(await yamlResponse.text()).toContain('openapi: 3.');
  const jsonResponse = await request.get(`${sites.main.base}openapi/accounting-system.json`);
  expect(jsonResponse.status()).toBe(200);
  const json = await jsonResponse.json();
  expect(Object.keys(json.paths).length).toBeGreaterThan(0);
});

test('explore.html serves the explorer too', async ({ page }) => {
  await page.goto(`${sites.main.base}openapi/explore.html`);
  await expect(page.locator('.opblock').first()).toBeVisible({ timeout: 15_000 });
});
