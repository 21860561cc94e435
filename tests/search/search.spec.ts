import type { Locator, Page } from '@playwright/test';
import { appStarted, test, expect } from '../support/fixtures';
import { sites } from '../../playwright.config';
import { searchOptions } from '../../config/search';
import { MAX_QUERY_LENGTH } from '../../src/plugins/endpoint-search/client/searchBarConstants';
import { helpWords } from '../../src/plugins/endpoint-search/client/helpWords';

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

/**
 * Types a query; unless told not to, waits until the rows the index answered it with are shown (the box
 * says which stage answered and which query), so counting them counts the list that stays.
 */
async function typeQuery(page: Page, query: string, { indexed = true } = {}) {
  const box = searchBox(page);
  await box.click();
  await box.fill(query);
  if (!indexed) return;
  const answered = page.getByRole('search').locator('[data-search-index]');
  await expect
    .poll(() => answered.evaluate((wrapper: HTMLElement) => [wrapper.dataset.searchIndex, wrapper.dataset.searchQuery]))
    .toEqual(['ready', query]);
}

test.describe('search box', () => {
  test('mod+k focuses the search box and its hint is shown', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(`${base}docs/`);
    await expect(page.getByRole('search').locator('kbd')).toHaveText([/ctrl|⌘/i, /k/i]);
    // The shortcut is the app's: before it starts, the browser keeps its own meaning for it.
    await appStarted(page);
    await page.locator('article').click();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    expect(errors).toEqual([]);
  });

  test('typing shows at most the configured number of suggestions and a "See all results" link to the search page', async ({
    page,
  }) => {
    await page.goto(`${base}docs/`);
    await typeQuery(page, 'metric');
    await expect(suggestions(page).first()).toBeVisible();
    const count = await suggestions(page).count();
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThanOrEqual(searchOptions.searchResultLimits);
    await expect(seeAll(page)).toHaveAttribute('href', `${base}search?q=metric`);
    await seeAll(page).click();
    await expect(page).toHaveURL(new RegExp(`${base}search\\?q=metric$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "metric"');
  });

  test('a query typed before the app has started gets its suggestions once it has', async ({ page }) => {
    // The main bundle is held back until the reader has typed into the server-rendered box.
    let release = () => {};
    const typed = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/js/main.*.js', async (route) => {
      await typed;
      await route.continue();
    });
    // The deferred main bundle holds up DOMContentLoaded; the box is there once the HTML is.
    await page.goto(`${base}docs/`, { waitUntil: 'commit' });
    await typeQuery(page, 'capacity', { indexed: false });
    await expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'false');
    release();
    await appStarted(page);
    await expect(suggestions(page).first()).toBeVisible();
    await expect(searchBox(page)).toHaveValue('capacity');
  });

  test("a query with no hit says so in the reader's language and offers pages that open", async ({ page }) => {
    await page.goto(`${base}docs/`);
    for (const query of ['qwzxv', '数据']) {
      const words = helpWords(query);
      await typeQuery(page, query);
      await expect(suggestions(page).first()).toContainText(words.nothing);
      await expect(suggestions(page).nth(1)).toContainText('Quickstart');
      await expect(suggestions(page).nth(1)).toContainText(words.suggested);
    }
    await typeQuery(page, 'qwzxv');
    await expect(page.getByRole('search').locator('[role="listbox"]')).not.toContainText(/\p{Script=Han}/u);
    await suggestions(page).nth(1).click();
    await expect(page).toHaveURL(new RegExp(`${base}docs/quickstart$`));
  });

  test('a misspelt query with no hit offers the nearest word of the site', async ({ page }) => {
    await page.goto(`${base}docs/`);
    await typeQuery(page, 'mettrik');
    // The first row says nothing matched; the nearest word comes next.
    await expect(suggestions(page).nth(1)).toContainText('metric');
  });

  test('choosing a suggestion opens the page and highlights the search terms', async ({ page }) => {
    await page.goto(`${base}docs/`);
    await typeQuery(page, 'capacity');
    await expect(suggestions(page).first()).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/_highlight=capacity/);
    await expect(page.locator('article mark').first()).toBeVisible();
  });

  test('a method and path lands on the operation page as the first suggestion', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(`${base}docs/`);
    await typeQuery(page, 'GET /accounting-system/installations/{id}');
    const first = suggestions(page).first();
    await expect(first).toContainText('Fetch an installation by ID');
    // The title first, then the endpoint without the prefix every path shares.
    await expect(first).toContainText('GET /installations/{id}');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(`${base}docs/api/installation/get-installation$`));
    expect(errors).toEqual([]);
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
    await appStarted(page);
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

  test('text typed right after mod+k, while the index loads, gets its suggestions', async ({ page }) => {
    await page.goto(`${base}docs/`);
    await appStarted(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('provider');
    await expect(suggestions(page).first()).toContainText(/provider/i);
    await expect(searchBox(page)).toHaveValue('provider');
  });

  test('mod+k after Escape reopens the previous query selected, so typing replaces it', async ({ page }) => {
    await page.goto(`${base}docs/`);
    await appStarted(page);
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toHaveAttribute('role', 'combobox');
    await page.keyboard.type('provider');
    await expect(suggestions(page).first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(searchBox(page)).not.toBeFocused();
    await page.keyboard.press('Control+k');
    await expect(searchBox(page)).toBeFocused();
    await expect
      .poll(() => searchBox(page).evaluate((box: HTMLInputElement) => [box.selectionStart, box.selectionEnd]))
      .toEqual([0, 'provider'.length]);
    await page.keyboard.type('unit type');
    await expect(searchBox(page)).toHaveValue('unit type');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('search').locator('[role="listbox"]')).toBeHidden();
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
  test('reads q from the URL, labels Reference and Guides, shows snippets, and updates the URL while typing', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(`${base}search?q=capacity&ctx=&version=`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "capacity"');
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();
    const results = page.getByRole('main').locator('article');
    expect(await results.count()).toBeGreaterThan(1);
    // The defining page comes first, as a title match with its description as the snippet.
    const first = results.first();
    await expect(first.locator('h2 a')).toHaveAttribute(
      'href',
      new RegExp(`^${base}docs/api/installation/capacities\\?`),
    );
    await expect(first).toContainText('Reference');
    await expect(first.locator('p').last()).not.toBeEmpty();
    await expect(page.getByRole('main').getByText('Guide', { exact: true }).first()).toBeVisible();
    const input = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
    await input.fill('unit type');
    await expect(page).toHaveURL(/[?&]q=unit(\+|%20)type/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Search results for "unit type"');
    expect(errors).toEqual([]);
  });

  test('a query with no hit says so and offers where to go', async ({ page }) => {
    const words = helpWords('qwzxv');
    await page.goto(`${base}search?q=qwzxv`);
    await expect(page.getByRole('main').getByText(words.nothing, { exact: true })).toBeVisible();
    const help = page.getByRole('navigation', { name: words.suggested });
    await expect(help.getByRole('link', { name: 'Quickstart' })).toBeVisible();
    await page.goto(`${base}search?q=mettrik`);
    await page.getByRole('navigation', { name: words.suggested }).getByRole('link', { name: 'metric' }).click();
    await expect(page).toHaveURL(new RegExp(`${base}search\\?q=metric$`));
    await expect(page.getByRole('main').getByText(/documents found/)).toBeVisible();
  });

  test('when the index fails, the catalog answers and a line says so; when nothing loads, the page says that', async ({
    page,
  }) => {
    // The fixture fails the test on an unhandled rejection, which either failure used to leave.
    const errors = watchConsole(page);
    await page.context().route(/search-index-[0-9a-f]{8}\.json$/, (route) => route.abort());
    await page.goto(`${base}search?q=capacity`);
    const main = page.getByRole('main');
    await expect(main.getByText(/\d+ documents? found/)).toBeVisible();
    await expect(main.getByText(helpWords('capacity').indexFailed, { exact: true })).toBeVisible();
    await expect(main.locator('article h2 a').first()).toHaveAttribute(
      'href',
      new RegExp(`^${base}docs/api/installation/capacities`),
    );

    await page.context().route(/search-files\.json$/, (route) => route.abort());
    await page.goto(`${base}search?q=metric`);
    await expect(main.getByRole('status')).toHaveText(helpWords('metric').failed);
    // The aborted requests log their own network errors; nothing else may.
    expect(errors.filter((error) => !error.includes('net::ERR_FAILED'))).toEqual([]);
  });

  test('lists a page and anchor once', async ({ page }) => {
    await page.goto(`${base}search?q=push%20metric`);
    await expect(page.getByRole('main').getByText(/documents found/)).toBeVisible();
    const links = await page
      .getByRole('main')
      .locator('article h2 a')
      .evaluateAll((anchors) =>
        anchors.map(
          (a) => new URL((a as HTMLAnchorElement).href).pathname + new URL((a as HTMLAnchorElement).href).hash,
        ),
      );
    expect(links.length).toBeGreaterThan(0);
    expect(new Set(links).size).toBe(links.length);
  });

  test('matched words are highlighted with enough contrast in both colour modes, on the page and on the highlighted suggestion', async ({
    page,
  }) => {
    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode });
      await page.goto(`${base}search?q=installation`);
      const onPage = page.getByRole('main').locator('article mark').first();
      await expect(onPage).toBeVisible();
      expect(await contrastOf(onPage), `${mode}, search page`).toBeGreaterThanOrEqual(4.5);
      await typeQuery(page, 'metric');
      const onActiveRow = page.getByRole('search').locator('[role="option"][aria-selected="true"] mark').first();
      await expect(onActiveRow).toBeVisible();
      expect(await contrastOf(onActiveRow), `${mode}, highlighted suggestion`).toBeGreaterThanOrEqual(4.5);
    }
  });
});

/** The contrast ratio of an element's text against the first background behind it that is not transparent. */
function contrastOf(locator: Locator): Promise<number> {
  return locator.evaluate((element) => {
    const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
    const luminance = (value: string) => {
      const [r, g, b] = rgba(value)
        .slice(0, 3)
        .map((c) => {
          const s = c / 255;
          return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
        });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    let behind: Element | null = element;
    while (behind && (rgba(getComputedStyle(behind).backgroundColor)[3] ?? 1) === 0) behind = behind.parentElement;
    const background = behind ? getComputedStyle(behind).backgroundColor : 'rgb(255, 255, 255)';
    const [a, b] = [luminance(getComputedStyle(element).color), luminance(background)].sort((x, y) => y - x);
    return (a! + 0.05) / (b! + 0.05);
  });
}

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

test.describe('search on intent (searchPreload, src/plugins/endpoint-search/client/preloadIndex.ts)', () => {
  /** The search index requests the page makes from now on. */
  function indexRequests(page: Page): string[] {
    const urls: string[] = [];
    page.on('request', (request) => {
      if (/search-index-[0-9a-f]{8}\.json$/.test(request.url())) urls.push(request.url());
    });
    return urls;
  }

  test('a reader who never reaches for search downloads none of it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => {
      if (/search-(index|catalog|files)/.test(request.url())) requested.push(request.url());
    });
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${base}docs/quickstart`);
    await appStarted(page);
    // Nothing waits on a timer: only the reader's keys, pointer or focus start search.
    await page.waitForLoadState('networkidle');
    expect(requested).toEqual([]);
    expect(workers).toEqual([]);
  });

  test('the mod key going down loads the index, and mod+k then loads nothing more', async ({ page }) => {
    const requested = indexRequests(page);
    await page.goto(`${base}docs/quickstart`);
    await appStarted(page);
    const loaded = page.waitForResponse((response) => /search-index-[0-9a-f]{8}\.json$/.test(response.url()));
    await page.keyboard.down('Control');
    await loaded;
    await page.keyboard.up('Control');
    await page.waitForLoadState('networkidle');
    const after: string[] = [];
    page.on('request', (request) => after.push(request.url()));
    await page.keyboard.press('Control+k');
    await page.keyboard.type('capacity');
    await expect(suggestions(page).first()).toBeVisible();
    expect(requested).toHaveLength(1);
    expect(after.filter((url) => /search-(index|catalog|files)/.test(url))).toEqual([]);
  });

  test('waits for the search box when the reader asks to save data', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true, effectiveType: '4g' } });
      // Every script the page adds from now on: a load starts with one, added as the key goes down.
      const added: string[] = [];
      (window as unknown as { addedScripts: string[] }).addedScripts = added;
      new MutationObserver((records) => {
        for (const node of records.flatMap((record) => [...record.addedNodes])) {
          if (node instanceof HTMLScriptElement && node.src) added.push(node.src);
        }
      }).observe(document, { childList: true, subtree: true });
    });
    const requested = indexRequests(page);
    await page.goto(`${base}docs/quickstart`);
    await appStarted(page);
    const before = await page.evaluate(() => (window as unknown as { addedScripts: string[] }).addedScripts.length);
    // The key's handler runs before keyboard.down returns; a load would have added its script by then.
    await page.keyboard.down('Control');
    await page.keyboard.up('Control');
    const added = await page.evaluate(() => (window as unknown as { addedScripts: string[] }).addedScripts.length);
    expect(added - before, 'no search code loaded on the mod key').toBe(0);
    expect(requested, 'no index before the reader asks').toEqual([]);
    await typeQuery(page, 'capacity');
    await expect(suggestions(page).first()).toBeVisible();
    expect(requested).toHaveLength(1);
  });
});

test.describe('the search engine on other pages (leanSearchBar, src/plugins/endpoint-search/index.ts)', () => {
  // lunr runs in the web worker, mark.js loads when there is something to mark, and this site's
  // ranking when the reader searches: a doc page's own scripts carry none of them, yet the search
  // box must still answer, with the ranking from one script however many page types the bar is on.
  test('lunr, mark.js and the ranking are not among the scripts of a doc page; the ranking comes once, on use', async ({
    page,
  }) => {
    const scripts: Promise<string>[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.text().catch(() => ''));
    });
    // An expression of the ranking's (client/rankedSearch.ts) that minifying keeps.
    const ranking = (source: string) => source.includes('difference|differ|versus');
    // Every script the page runs has arrived once the app has started (some come after `load`).
    await page.goto(`${base}docs/quickstart`);
    await appStarted(page);
    const sources = await Promise.all(scripts);
    expect(sources.length).toBeGreaterThan(2);
    // lunr's language set-up, and an option only mark.js reads.
    expect(sources.filter((source) => /multiLanguage|separateWordSearch/.test(source)).length).toBe(0);
    expect(sources.filter(ranking).length, 'scripts with the ranking before the reader searches').toBe(0);
    await typeQuery(page, 'installation');
    await expect(suggestions(page).first()).toBeVisible();
    expect((await Promise.all(scripts)).filter(ranking).length, 'scripts with the ranking after a search').toBe(1);
  });
});

// The outcome of each odd query is checked in tests/build/search-relevance.test.ts; here, in a
// browser, none of them may run code, inject markup or break the box or the page.
const hostileQueries = [
  'foo:bar',
  'title:',
  '+',
  'metric~x',
  '"installation',
  '!?.,;:()[]{}',
  '📊🚀',
  '安装 指标',
  '<img src=x onerror=alert(1)>',
  '<script>alert(1)</script>',
  'GET /../../{',
];

test.describe('hostile queries', () => {
  test('in the search box: nothing runs or breaks, and a normal query still works after each', async ({ page }) => {
    const errors = watchConsole(page);
    await page.goto(`${base}docs/`);
    const listbox = page.getByRole('search').locator('[role="listbox"]');
    for (const query of hostileQueries) {
      await typeQuery(page, query);
      await expect(listbox, query).toContainText(/\S/);
      expect(await page.locator('img[src="x"], script:text("alert(1)")').count(), query).toBe(0);
      await typeQuery(page, 'installation');
      await expect(suggestions(page).first(), query).toBeVisible();
    }
    expect(errors).toEqual([]);
  });

  test('in ?q=: each is echoed as text and answered', async ({ page }) => {
    const errors = watchConsole(page);
    for (const query of hostileQueries) {
      await page.goto(`${base}search?q=${encodeURIComponent(query)}`);
      await expect(page.getByRole('heading', { level: 1 }), query).toHaveText(`Search results for "${query}"`);
      const main = page.getByRole('main');
      await expect(
        main.getByText(new RegExp(`\\d+ documents? found|^${helpWords(query).nothing}$`)),
        query,
      ).toBeVisible();
      expect(await main.locator('img[src="x"]').count(), query).toBe(0);
    }
    expect(errors).toEqual([]);
  });

  test('2,000 characters are cut to the limit: from the URL with a message, and when pasted into the box', async ({
    page,
  }) => {
    const errors = watchConsole(page);
    await page.goto(`${base}search?q=${'x'.repeat(2000)}`);
    await expect(page.getByRole('status').filter({ hasText: 'limited to' })).toHaveText(
      new RegExp(`limited to ${MAX_QUERY_LENGTH} characters`),
    );
    await expect(page).toHaveURL(new RegExp(`q=x{${MAX_QUERY_LENGTH}}$`));
    await expect(page.getByRole('main').getByText(helpWords('x').nothing, { exact: true })).toBeVisible();
    const input = page.getByRole('main').getByRole('searchbox', { name: 'Search' });
    await input.fill('metric');
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible();

    const box = searchBox(page);
    await box.click();
    await box.fill('y'.repeat(2000));
    await expect(box).toHaveValue('y'.repeat(MAX_QUERY_LENGTH));
    await expect(suggestions(page).first()).toContainText(helpWords('y').nothing);
    expect(errors).toEqual([]);
  });
});

test.describe('the first stage: the catalog answers before the index (client/twoStage.ts)', () => {
  const INDEX = /search-index-[0-9a-f]{8}\.json$/;
  const stage = (page: Page) => page.getByRole('search').locator('[data-search-index]');

  /** Holds the index back until the returned function is called. */
  async function holdIndex(page: Page): Promise<() => void> {
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.context().route(INDEX, async (route) => {
      await released;
      await route.continue();
    });
    return release;
  }

  test('the first key is answered from the catalog while the index is held back', async ({ page }) => {
    const errors = watchConsole(page);
    const release = await holdIndex(page);
    await page.goto(`${base}docs/`);
    await appStarted(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('capac');
    await expect(suggestions(page).first()).toContainText(/capacit/i);
    await expect(stage(page)).toHaveAttribute('data-search-index', 'loading');
    release();
    await expect(stage(page)).toHaveAttribute('data-search-index', 'ready');
    await expect(suggestions(page).first()).toContainText(/capacit/i);
    expect(errors).toEqual([]);
  });

  test('the row the reader moved onto stays put when the index results join, and Enter opens it', async ({ page }) => {
    const release = await holdIndex(page);
    await page.goto(`${base}docs/`);
    await appStarted(page);
    await typeQuery(page, 'metric', { indexed: false });
    await expect(suggestions(page).nth(2)).toBeVisible();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    const highlighted = page.getByRole('search').locator('[role="option"][aria-selected="true"]');
    const before = await suggestions(page).allInnerTexts();
    // Read as laid out: a row's title and breadcrumb are two lines.
    await expect.poll(() => highlighted.innerText()).toBe(before[2]!);
    release();
    await expect(stage(page)).toHaveAttribute('data-search-index', 'ready');
    expect((await suggestions(page).allInnerTexts()).slice(0, 3)).toEqual(before.slice(0, 3));
    await expect.poll(() => highlighted.innerText()).toBe(before[2]!);
    const id = await highlighted.getAttribute('id');
    await expect(searchBox(page)).toHaveAttribute('aria-activedescendant', id!);
    const url = page.url();
    await page.keyboard.press('Enter');
    await expect(page).not.toHaveURL(url);
    await expect(page.locator('article h1')).toContainText(before[2]!.split('\n')[0]!.trim());
  });

  test('a search box that has left the page leaves no keyboard listener behind', async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    /** The keydown listeners captured at the document. */
    const documentKeyListeners = async () => {
      const { result } = await cdp.send('Runtime.evaluate', { expression: 'document' });
      const { listeners } = await cdp.send('DOMDebugger.getEventListeners', { objectId: result.objectId! });
      return listeners.filter((listener) => listener.type === 'keydown' && listener.useCapture).length;
    };
    await page.goto(`${base}docs/`);
    await appStarted(page);
    const counts: number[] = [];
    // The home page and a doc page have layouts of their own: each visit mounts a new bar, which sets up the box again.
    for (const path of ['', 'docs', '', 'docs']) {
      await typeQuery(page, 'metric');
      // A key pressed (fill() presses none), as typing does.
      await page.keyboard.press('Shift');
      counts.push(await documentKeyListeners());
      await page.locator(`.navbar a[href="${base}${path}"]`).first().click();
      await expect(page).toHaveURL(new RegExp(`${base}${path}$`));
    }
    expect(counts, 'keydown listeners after each visit').toEqual(counts.map(() => counts[0]));
  });

  test('when the search code itself does not download, each query says so instead of a silent box', async ({
    page,
  }) => {
    // The chunk src/plugins/endpoint-search/index.ts names "search-engine" (the ranking and the worker bridge).
    await page.context().route(/\/search-engine\.[0-9a-f]+\.js$/, (route) => route.abort());
    await page.goto(`${base}docs/`);
    await appStarted(page);
    await typeQuery(page, 'capacity', { indexed: false });
    await expect(suggestions(page)).toHaveText([helpWords('capacity').failed]);
  });

  test('when the index fails, the catalog answers stay and one plain line says so', async ({ page }) => {
    await page.context().route(INDEX, (route) => route.abort());
    await page.goto(`${base}docs/`);
    await appStarted(page);
    await typeQuery(page, 'capacity', { indexed: false });
    const line = page.getByRole('search').getByRole('status');
    await expect(line).toHaveText(helpWords('capacity').indexFailed);
    await expect(line).toHaveCount(1);
    // The catalog's rows are still there above the line: capacities belong to installations.
    await expect(page.getByRole('search').locator('[data-search-index]')).toHaveAttribute(
      'data-search-index',
      'failed',
    );
    await expect(suggestions(page)).not.toHaveCount(0);
    await expect(suggestions(page).first()).toContainText(/capacit|installation/i);
  });
});
