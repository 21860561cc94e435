/**
 * Every page of the sitemap, at a phone width and a desktop width, reads whole:
 * - nothing makes the page scroll sideways, and the navbar's title does not run under the
 *   search button;
 * - no table hides a column past its box: it fits, or in a narrow column it stacks into one
 *   block per row (src/plugins/readable-tables, src/css/tables.css);
 * - at the desktop width no table row is taller than 300 px (a squeezed, mostly blank row);
 * - code keeps its lines as written (a long line scrolls inside its block, never wraps);
 * - on a phone, no word inside a table cell of a hand-written page is split across two lines: a
 *   long value may wrap only between its parts (after a `:`, `/`, `_` or `-`, before a `.` or
 *   `=`: src/plugins/readable-tables), each of which is a word of its own here;
 * - on a phone an operation page shows its example request within two screens of the top;
 * - at the desktop width no page is taller than 15,000 px; the roles page, which answers
 *   "which role do I need?", no taller than 10,000 px; the docs overview no taller than 5,000 px
 *   (a few screens: the full entity diagram lives on the data model page); and every how-to guide
 *   (each page under docs/guides/, issue 32) no taller than 8,000 px: a reader finds their step
 *   without a long scroll (a guide walks one task; the full request and reply live on the operation
 *   page).
 * Read after the app has started, since the frame can change then.
 */
import type { Page } from '@playwright/test';
import { test, expect, appStarted } from '../support/fixtures';
import { readBuilt } from '../support/build';
import { listOperations } from '../../src/plugins/openapi-operations/spec';
import { operationRoute } from '../../src/plugins/openapi-operations/collections';
import { sites } from '../../playwright.config';

const { base, dir } = sites.main;

/** Page paths from the built sitemap; the explorer, where Swagger UI loads on its own time, has its own test. */
const sitemapPaths = [...readBuilt(dir, 'sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(match[1]).pathname)
  .filter((pathname) => pathname.startsWith(base) && !pathname.startsWith(`${base}openapi/`));

const operationPages = new Set(listOperations().map((op) => `${base}${operationRoute(op.operationId)}`));
const handWritten = (pathname: string) => !operationPages.has(pathname.replace(/\/$/, ''));

/** The tallest a document may be at 1280 px; some pages have a tighter bound of their own. */
const MAX_PAGE_HEIGHT = 15_000;
const rolesPage = `${base}docs/authorization/accounting_system_roles`;
const overviewPage = `${base}docs`;
const MAX_GUIDE_HEIGHT = 8_000;
/** Every how-to guide (issue 32): each page under docs/guides/. */
const guides = sitemapPaths
  .map((pathname) => pathname.replace(/\/$/, ''))
  .filter((pathname) => pathname.startsWith(`${base}docs/guides/`));
const pageHeightBounds: Record<string, number> = {
  [rolesPage]: 10_000,
  [overviewPage]: 5_000,
  ...Object.fromEntries(guides.map((guide) => [guide, MAX_GUIDE_HEIGHT])),
};

/** The page's height when it exceeds its bound, named for the failure message. */
async function tooTall(page: Page, pathname: string): Promise<string | null> {
  const bound = pageHeightBounds[pathname.replace(/\/$/, '')] ?? MAX_PAGE_HEIGHT;
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  return height > bound ? `the page is ${height} px tall (at most ${bound} px)` : null;
}

/** The elements that reach past the right edge, named for the failure message. */
function overflowOf(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    if (root.scrollWidth <= root.clientWidth) return null;
    const culprits: string[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width > 0 && box.right > root.clientWidth + 1) {
        culprits.push(
          `${element.tagName.toLowerCase()}.${String(element.className).split(' ')[0]} to ${Math.round(box.right)} px`,
        );
        if (culprits.length === 3) break;
      }
    }
    return `${root.scrollWidth} px wide in ${root.clientWidth} px (${culprits.join(', ')})`;
  });
}

/** Tables whose content reaches past the box they are shown in, named by their first header. */
function cutTables(page: Page) {
  return page.evaluate(() =>
    [...document.querySelectorAll('article table')].flatMap((table) => {
      const box = table.closest('[data-scrollable-table]') ?? table;
      const hidden = box.scrollWidth - box.clientWidth;
      return hidden > 1 ? [`table "${table.querySelector('th')?.textContent?.trim()}" hides ${hidden} px`] : [];
    }),
  );
}

/** Table rows taller than 300 px: long values squeeze the other columns into mostly blank rows. */
function tallRows(page: Page) {
  return page.evaluate(() =>
    // A stacked table (one block per row, in a narrow column) has no squeezed columns.
    [...document.querySelectorAll('article table tr')]
      .filter((row) => getComputedStyle(row.closest('table')!).display === 'table')
      .flatMap((row) => {
        const height = Math.round(row.getBoundingClientRect().height);
        return height > 300 ? [`row "${row.textContent?.trim().slice(0, 40)}" is ${height} px tall`] : [];
      }),
  );
}

/** Code blocks whose lines wrap instead of keeping their shape. */
function wrappingCode(page: Page) {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('article pre > code')].filter((code) => getComputedStyle(code).whiteSpace !== 'pre')
        .length,
  );
}

/** How many screens down an operation page's examples start (null on other pages). */
function examplesScreensDown(page: Page) {
  return page.evaluate(() => {
    const examples = document.querySelector('.api-operation__examples');
    return examples ? (examples.getBoundingClientRect().top + window.scrollY) / window.innerHeight : null;
  });
}

/**
 * Each word of a table cell that the browser laid out over more than one line: a Range over each
 * run of letters or digits has boxes on two lines.
 */
function splitWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const cell of document.querySelectorAll('article td, article th')) {
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const match of (node.nodeValue ?? '').matchAll(/[\p{L}\p{N}]{2,}/gu)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set(
            [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)),
          );
          if (lines.size > 1) found.push(match[0]);
        }
      }
    }
    return found;
  });
}

/** How far the navbar's title runs over the search button, in px (0 when it clears it). */
function titleOverSearch(page: Page) {
  return page.evaluate(() => {
    const title = document.querySelector('.navbar__title');
    const search = document.querySelector('.navbar [class*="searchBar"]');
    if (!title || !search) return 0;
    return Math.max(0, Math.round(title.getBoundingClientRect().right - search.getBoundingClientRect().left));
  });
}

test('the sitemap lists the pages this sweep reads', () => {
  expect(sitemapPaths.length).toBeGreaterThan(100);
  expect(sitemapPaths.filter(handWritten).length).toBeGreaterThan(40);
  expect(sitemapPaths).toContain(`${base}docs/glossary`);
  // The pages' own height bounds would otherwise never apply.
  expect(guides).not.toHaveLength(0);
  for (const bounded of Object.keys(pageHeightBounds))
    expect(sitemapPaths.map((p) => p.replace(/\/$/, ''))).toContain(bounded);
});

for (const viewport of [
  { name: 'phone', width: 360, height: 740 },
  { name: 'desktop', width: 1280, height: 900 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });
    // Two halves, so the two workers share the sweep.
    const half = Math.ceil(sitemapPaths.length / 2);
    for (const [part, paths] of [sitemapPaths.slice(0, half), sitemapPaths.slice(half)].entries()) {
      test(`every page fits its width (${viewport.name}, part ${part + 1} of 2)`, async ({ page }) => {
        test.setTimeout(paths.length * 3_000);
        const problems: string[] = [];
        for (const pathname of paths) {
          await page.goto(pathname);
          await appStarted(page);
          const overflow = await overflowOf(page);
          if (overflow) problems.push(`${pathname}: ${overflow}`);
          for (const table of await cutTables(page)) problems.push(`${pathname}: ${table}`);
          if (viewport.width >= 1280) {
            for (const row of await tallRows(page)) problems.push(`${pathname}: ${row}`);
            const height = await tooTall(page, pathname);
            if (height) problems.push(`${pathname}: ${height}`);
          }
          const wrapping = await wrappingCode(page);
          if (wrapping > 0) problems.push(`${pathname}: ${wrapping} code block(s) wrap their lines`);
          if (viewport.width < 1280 && handWritten(pathname)) {
            const words = await splitWords(page);
            if (words.length > 0) {
              problems.push(
                `${pathname}: words split in a table: ${words.slice(0, 5).join(', ')} (${words.length} in all)`,
              );
            }
          }
          const screens = await examplesScreensDown(page);
          if (viewport.width < 1280 && screens !== null && screens > 2) {
            problems.push(`${pathname}: the example request starts ${screens.toFixed(1)} screens down`);
          }
          const overlap = await titleOverSearch(page);
          if (overlap > 0) problems.push(`${pathname}: the navbar title runs ${overlap} px under the search button`);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
