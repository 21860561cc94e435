/**
 * The site never contacts another host at run time: every request of every page type is
 * counted, workers included. (References in the built files are checked in
 * tests/build/thirdParty.test.ts.)
 */
import type { Page } from '@playwright/test';
import { AFTER_LOADING, test, expect } from '../support/fixtures';
import { docPages, docSource } from '../support/routes';
import { specOperations } from '../support/spec';
import { sites } from '../../playwright.config';
import { showFirstDiagram } from '../support/diagrams';

const { base, baseURL } = sites.main;
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
      await showFirstDiagram(page, '.docusaurus-mermaid-container svg');
    },
  },
  { name: 'category index', path: `${base}docs/category/guides`, ready: hydrated },
  {
    name: 'search results',
    path: `${base}search?q=installation`,
    ready: async (page) => {
      await expect(page.getByText(/\d+ documents? found/)).toBeVisible(AFTER_LOADING);
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
      await expect(page.locator('.opblock')).toHaveCount(specOperations().length, AFTER_LOADING);
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
