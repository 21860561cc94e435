import type { Page } from '@playwright/test';
import { test, expect } from '../support/fixtures';
import { docTitle } from '../support/routes';
import { sites } from '../../playwright.config';

const base = sites.main.base;

/** Console errors fail these tests too: search must never log one, whatever it is given. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('dialog', (dialog) => {
    errors.push(`unexpected dialog: ${dialog.message()}`);
    void dialog.dismiss();
  });
  return errors;
}

const searchBox = (page: Page) => page.getByRole('search').locator('input.navbar__search-input');
const suggestions = (page: Page) =>
  page.getByRole('search').locator('[role="listbox"] [role="option"]:not(#search-see-all-results)');
const seeAll = (page: Page) => page.getByRole('search').getByRole('option', { name: 'See all results' });

async function typeQuery(page: Page, query: string) {
  const box = searchBox(page);
  await box.click();
  await box.fill(query);
}

test.describe('search box', () => {
  test('mod+k focuses the search box and its hint is shown', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(`${base}docs/`);
    await expect(page.getByRole('search').locator('kbd')).toHaveText([/ctrl|⌘/i, /k/i]);
    await page.locator('article').click();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('typing shows at most 8 suggestions and a "See all results" link to the search page', async ({ page }) => {
    await page.goto(`${base}docs/`);
    await typeQuery(page, 'metric');
    await expect(suggestions(page).first()).toBeVisible();
    const count = await suggestions(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(8);
    await expect(seeAll(page)).toHaveAttribute('href', `${base}search?q=metric`);
    await seeAll(page).click();
    await expect(page).toHaveURL(new RegExp(`${base}search\\?q=metric$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "metric"');
  });

  test('a query with no hit says "No results"', async ({ page }) => {
    await page.goto(`${base}docs/`);
    await typeQuery(page, 'qwzxv');
    await expect(page.getByRole('search').getByText('No results')).toBeVisible();
  });

  test('choosing a suggestion opens the page and highlights the search terms', async ({ page }) => {
    await page.goto(`${base}docs/`);
    await typeQuery(page, 'capacity');
    await expect(suggestions(page).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/_highlight=capacity/);
    await expect(page.locator('article mark').first()).toBeVisible();
  });
});

test.describe('keyboard-only use', () => {
  test('Tab and arrow keys reach every suggestion and "See all results"; Enter opens it', async ({ page }) => {
    await page.goto(`${base}docs/`);
    await typeQuery(page, 'installation');
    await expect(suggestions(page).first()).toBeVisible();
    const count = await suggestions(page).count();
    const active = () => searchBox(page).getAttribute('aria-activedescendant');
    const ids = await suggestions(page).evaluateAll((options) => options.map((o) => o.id));

    // The first suggestion starts active; Tab walks through the rest, then "See all results".
    expect(await active()).toBe(ids[0]);
    for (let i = 1; i < count; i += 1) {
      await page.keyboard.press('Tab');
      expect(await active()).toBe(ids[i]);
    }
    await page.keyboard.press('Tab');
    expect(await active()).toBe('search-see-all-results');
    await expect(seeAll(page)).toHaveAttribute('aria-selected', 'true');
    await expect(searchBox(page)).toBeFocused();

    // Arrow keys: up goes back to the last suggestion, down returns to "See all results".
    await page.keyboard.press('ArrowUp');
    expect(await active()).toBe(ids[count - 1]);
    await page.keyboard.press('ArrowDown');
    expect(await active()).toBe('search-see-all-results');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${base}search\\?q=installation$`));
  });

  test('Escape closes the suggestions and returns focus to where the reader was', async ({ page }) => {
    await page.goto(`${base}docs/`);
    const firstLink = page.locator('article a').first();
    await firstLink.focus();
    await page.keyboard.press('Control+k');
    // The first focus loads the index; wait until the box is ready before typing.
    await expect(searchBox(page)).toHaveAttribute('role', 'combobox');
    await page.keyboard.type('provider');
    await expect(suggestions(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('search').locator('[role="listbox"]')).toBeHidden();
    await expect(firstLink).toBeFocused();
  });

  test('the clear button has an accessible name and empties the box', async ({ page }) => {
    await page.goto(`${base}docs/`);
    await typeQuery(page, 'unit');
    const clear = page.getByRole('search').getByRole('button', { name: 'Clear search' });
    await expect(clear).toBeVisible();
    await clear.click();
    await expect(searchBox(page)).toHaveValue('');
  });
});

test.describe('search page', () => {
  test('reads q from the URL, lists results with their context, and updates the URL while typing', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(`${base}search?q=capacity`);
    await expect(page.getByRole('main')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "capacity"');
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
    const results = page.getByRole('main').locator('article');
    expect(await results.count()).toBeGreaterThan(1);
    // Each result carries its context (the page path it belongs to) and links into the docs.
    await expect(results.first().locator('a').first()).toHaveAttribute('href', new RegExp(`^${base}docs/`));
    const input = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
    await input.fill('unit type');
    await expect(page).toHaveURL(/\?q=unit(\+|%20)type/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "unit type"');
    expect(errors).toEqual([]);
  });

  test('accepts ctx and version parameters without losing the query', async ({ page }) => {
    await page.goto(`${base}search?q=provider&ctx=&version=`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "provider"');
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
  });

  test('a query with no hit says "No results"', async ({ page }) => {
    await page.goto(`${base}search?q=qwzxv`);
    await expect(page.getByRole('main').getByText('No results', { exact: true })).toBeVisible();
  });

  for (const route of ['api/api_errors', 'api/unit_type', 'guides/api_actions/search-filter']) {
    test(`ranks a title match first: ${route}`, async ({ page }) => {
      const title = docTitle(route);
      await page.goto(`${base}search?q=${encodeURIComponent(title)}`);
      const first = page.getByRole('main').locator('article').first();
      await expect(first.locator('a').first()).toHaveAttribute('href', new RegExp(`^${base}docs/${route}([?#]|$)`));
      await expect(first.locator('h2')).toContainText(title, { ignoreCase: true });
    });
  }
});

test.describe('the search index', () => {
  test('is fetched from a content-hashed URL by the web worker', async ({ page }) => {
    const indexRequests: string[] = [];
    page.on('request', (request) => {
      if (/search-index/.test(request.url())) indexRequests.push(request.url());
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${base}search?q=metric`);
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
    expect(indexRequests.some((url) => /search-index-[0-9a-f]{8}\.json$/.test(url))).toBe(true);
    expect(workers.length).toBeGreaterThan(0);
  });
});

// Each odd input gets results, "No results" or a short message; nothing is executed, nothing breaks.
const hostileQueries: Array<{ name: string; query: string; expect: 'results' | 'none' | 'either' }> = [
  { name: 'unknown field', query: 'foo:bar', expect: 'none' },
  { name: 'field with no term', query: 'title:', expect: 'either' },
  { name: 'lone presence operator +', query: '+', expect: 'none' },
  { name: 'lone presence operator -', query: '-', expect: 'none' },
  { name: 'non-numeric edit distance', query: 'metric~x', expect: 'results' },
  { name: 'non-numeric boost', query: 'metric^x', expect: 'results' },
  { name: 'unbalanced quote', query: '"installation', expect: 'results' },
  { name: 'only punctuation', query: '!?.,;:()[]{}', expect: 'none' },
  { name: 'emoji', query: '📊🚀', expect: 'none' },
  { name: 'Chinese text', query: '安装 指标', expect: 'none' },
  { name: 'HTML payload', query: '<img src=x onerror=alert(1)>', expect: 'none' },
  { name: 'script payload', query: '<script>alert(1)</script>', expect: 'none' },
];

test.describe('hostile queries', () => {
  for (const { name, query, expect: outcome } of hostileQueries) {
    test(`in the search box: ${name}`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(`${base}docs/`);
      await typeQuery(page, query);
      const listbox = page.getByRole('search').locator('[role="listbox"]');
      if (outcome === 'results') await expect(suggestions(page).first()).toBeVisible();
      if (outcome === 'none') await expect(listbox.getByText('No results')).toBeVisible();
      if (outcome === 'either') await expect(listbox).toContainText(/\S/);
      expect(await page.locator('img[src="x"], script:text("alert(1)")').count()).toBe(0);
      // The worker still answers a normal query afterwards.
      await typeQuery(page, 'installation');
      await expect(suggestions(page).first()).toBeVisible();
      expect(errors).toEqual([]);
    });

    test(`in ?q=: ${name}`, async ({ page }) => {
      const errors = watchConsole(page);
      await page.goto(`${base}search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Search results for "${query}"`);
      const main = page.getByRole('main');
      if (outcome === 'results') await expect(main.getByText(/\d+ documents? found/)).toBeVisible();
      if (outcome === 'none') await expect(main.getByText('No results', { exact: true })).toBeVisible();
      if (outcome === 'either') await expect(main.getByText(/\d+ documents? found|^No results$/)).toBeVisible();
      expect(await main.locator('img[src="x"]').count()).toBe(0);
      expect(errors).toEqual([]);
    });
  }

  test('a 2,000-character query is shortened with a message, and the page stays responsive', async ({ page }) => {
    const errors = watchConsole(page);
    const longQuery = 'x'.repeat(2000);
    await page.goto(`${base}search?q=${longQuery}`);
    await expect(page.getByRole('status')).toHaveText(/limited to 200 characters/);
    await expect(page).toHaveURL(new RegExp(`q=x{200}$`));
    await expect(page.getByRole('main').getByText('No results', { exact: true })).toBeVisible();
    const input = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
    await input.fill('metric');
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
    expect(errors).toEqual([]);
  });

  test('a 2,000-character paste into the search box is cut to 200 characters', async ({ page }) => {
    await page.goto(`${base}docs/`);
    const box = searchBox(page);
    await box.click();
    await box.fill('y'.repeat(2000));
    await expect(box).toHaveValue('y'.repeat(200));
    await expect(page.getByRole('search').getByText('No results')).toBeVisible();
  });
});
