/**
 * The site never contacts another host: every request of every page type is counted, and no
 * built page refers to another host for anything the browser would load by itself.
 */
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { buildPath, builtHtmlFiles, readBuilt } from '../support/build';
import { docPages, docSource } from '../support/routes';
import { specOperations } from '../support/spec';
import { sites } from '../../playwright.config';

const { base, baseURL, dir } = sites.main;
const diagramPage = docPages.find((route) => /```mermaid/.test(docSource(route)) && /<Tabs/.test(docSource(route)));
const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

const pageTypes: { name: string; path: string; ready: (page: Page) => Promise<void> }[] = [
  { name: 'home', path: base, ready: hydrated },
  {
    name: 'doc page (diagram, tabs)',
    path: `${base}docs/${diagramPage}`,
    ready: async (page) => {
      await hydrated(page);
      // Diagrams are drawn when they come near the viewport.
      await page.locator('[data-diagram-key]').first().scrollIntoViewIfNeeded();
      await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible({ timeout: 15_000 });
    },
  },
  { name: 'category index', path: `${base}docs/category/guides`, ready: hydrated },
  {
    name: 'search results',
    path: `${base}search?q=installation`,
    ready: async (page) => {
      await expect(page.getByText(/\d+ documents? found/)).toBeVisible({ timeout: 15_000 });
    },
  },
  {
    name: 'not-found page',
    path: `${base}docs/no-such-page`,
    ready: hydrated,
  },
  {
    name: 'API explorer',
    path: `${base}openapi/explore`,
    ready: async (page) => {
      await expect(page.locator('.opblock')).toHaveCount(specOperations().length, { timeout: 15_000 });
    },
  },
];

for (const { name, path, ready } of pageTypes) {
  test(`${name}: zero requests to other hosts`, async ({ page }) => {
    const own = new URL(baseURL).host;
    const requests: string[] = [];
    page.context().on('request', (request) => requests.push(request.url()));
    await page.goto(path);
    await ready(page);
    // Scroll through the page so lazily loaded parts load too, then let the network settle.
    await page.mouse.wheel(0, 20_000);
    await page.waitForLoadState('networkidle');
    const foreign = requests.filter((url) => /^(https?|wss?):/.test(url) && new URL(url).host !== own);
    expect(requests.length, 'requests were counted').toBeGreaterThan(1);
    expect(foreign, `${foreign.length} of ${requests.length} requests left the site`).toEqual([]);
    if (name === 'search results') {
      // The index is fetched by the search worker: worker requests are counted too.
      expect(requests.some((url) => /search-index.*\.json$/.test(url))).toBe(true);
    }
  });
}

test('no built page loads anything from another host', () => {
  const loading =
    /<(script|img|iframe|source|video|audio|embed|object)\b[^>]*\s(?:src|data)=["']?((?:https?:)?\/\/[^"'\s>]+)|<link\b[^>]*\srel=["']?(?:stylesheet|preload|prefetch|preconnect|dns-prefetch|modulepreload|icon|manifest)\b[^>]*\shref=["']?((?:https?:)?\/\/[^"'\s>]+)/gi;
  const files = builtHtmlFiles(dir);
  expect(files.length).toBeGreaterThan(40);
  const found = files.flatMap((file) => {
    // Strip inline scripts: the base-path banner's text mentions docusaurus.io as a link.
    const html = readBuilt(dir, file).replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, '');
    return [...html.matchAll(loading)].map((m) => `${file}: ${m[2] ?? m[3]}`);
  });
  expect(found).toEqual([]);
  expect(fs.existsSync(buildPath(dir, 'openapi/swagger-ui/swagger-ui-bundle.js')), 'Swagger UI is self-hosted').toBe(
    true,
  );
});
