/**
 * The page sweep: every hand-written page of the sitemap, and the operation pages at the extremes
 * of what their one template lays out (tests/support/operationExtremes.ts), at a phone width and a
 * desktop width, read whole (issue 43 for what a reader meets first):
 * - nothing makes the page scroll sideways, and the navbar's title does not run under the
 *   search button;
 * - no table hides a column past its box: it fits, or in a narrow column it stacks into one
 *   block per row (src/plugins/readable-tables, src/css/tables.css);
 * - at the desktop width no table row is taller than 300 px (a squeezed, mostly blank row);
 * - no text carrying the theme's truncation class (a category card's title and description) is
 *   cut to one line: it wraps and reads whole;
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
 *   page);
 * - at the desktop width no doc written in Markdown (docs/**.md) is taller than 10,000 px;
 * - on a phone, on those docs, the category pages and two operation pages, the title starts
 *   within the first 220 px and no heading word is split by a line break, nor, at the desktop
 *   width, any word of the table of contents;
 * - every diagram on a page that has one is the drawing made ahead of time, with labels of at
 *   least 11 px and none cut off, and the page does not scroll sideways around it: at the desktop
 *   width, and for drawings wider than the desktop column on a phone too (tests/support/diagrams.ts).
 * Each page loads once, at the desktop width, and is read after the app has started (the frame
 * can change then); then the window narrows to the phone width and the page is read again once
 * the app has re-rendered for it (the layout follows the width: style sheet, container queries
 * and the theme's window-size state, never a width read once at load). The sweep emulates no
 * touch screen: the one style that follows it (a code block's scrollbar) changes no layout, as
 * headless Chromium hides scrollbars, and tests/site/reader-fit.spec.ts reads it on a touch phone.
 */
import type { Page } from '@playwright/test';
import { test, expect, appStarted, resizeTo } from '../support/fixtures';
import { readBuilt } from '../support/build';
import { listOperations } from '../../src/plugins/openapi-operations/spec';
import { operationExtremes } from '../support/operationExtremes';
import { operationRoute } from '../../src/plugins/openapi-operations/collections';
import { docSources } from '../support/docSources';
import { diagramProblems, pagesWithDiagrams, widestDiagramPages } from '../support/diagrams';
import { sites } from '../../playwright.config';
import { HYPHENATED, WHOLE_UP_TO_CHARS } from '../../src/plugins/readable-tables/rehypeReadableTables';

const { base, dir } = sites.main;

/** Page paths from the built sitemap; the explorer, where Swagger UI loads on its own time, has its own test. */
const sitemapPaths = [...readBuilt(dir, 'sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(match[1]).pathname)
  .filter((pathname) => pathname.startsWith(base) && !pathname.startsWith(`${base}openapi/`));

const operationPages = new Set(listOperations().map((op) => `${base}${operationRoute(op.operationId)}`));
const handWritten = (pathname: string) => !operationPages.has(pathname.replace(/\/$/, ''));
const extremes = operationExtremes(listOperations());
const extremePages = new Set(extremes.map(({ operationId }) => `${base}${operationRoute(operationId)}`));
/** A page path without its trailing slash, as the page's own checks name it. */
const pageKey = (pathname: string) => pathname.replace(/\/$/, '');

/** The tallest a doc written in Markdown may be at 1280 px (issue 43). */
const MAX_DOC_PX = 10_000;
const TITLE_WITHIN_PX = 220;

/** Docs written in Markdown: at most MAX_DOC_PX tall, their title high on a phone and heading words whole. */
const markdownDocs = new Set(
  docSources.filter((doc) => doc.file.endsWith('.md')).map((doc) => pageKey(`${base}${doc.route}`)),
);
/** Pages whose title must start within TITLE_WITHIN_PX on a phone, heading words whole. */
const titleChecked = new Set([
  ...markdownDocs,
  ...[
    'docs/category/authorization',
    'docs/category/authenticating-clients',
    'docs/category/entitlement-administration',
    'docs/category/system-administration',
    'docs/api/metric/create-metric',
    'docs/api/collect_metrics/list-project-group-metrics',
  ].map((route) => `${base}${route}`),
]);

const diagramRoutes = pagesWithDiagrams(dir);
const diagramPages = new Set(diagramRoutes.map((route) => pageKey(`${base}${route}`)));
const widestDiagrams = new Set(widestDiagramPages(dir, diagramRoutes).map((route) => pageKey(`${base}${route}`)));

/** The pages the sweep reads. */
const sweptPaths = sitemapPaths.filter(
  (pathname) =>
    [extremePages, titleChecked, diagramPages].some((set) => set.has(pageKey(pathname))) || handWritten(pathname),
);

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

const widths = {
  phone: { width: 360, height: 740 },
  desktop: { width: 1280, height: 900 },
} as const;

interface LayoutRules {
  phone: boolean;
  /** On a phone: whether words in table cells must stay whole (hand-written pages). */
  wholeWords: boolean;
  /** At the desktop width: the tallest the page may be. */
  maxHeight: number;
}

/** Everything this sweep checks on the page as laid out now, in one call; each problem named. */
function layoutProblems(page: Page, rules: LayoutRules): Promise<string[]> {
  return page.evaluate(
    ({ phone, wholeWords, maxHeight, hyphenated, wholeUpTo }) => {
      const problems: string[] = [];
      const root = document.documentElement;

      // Elements reaching past the right edge make the page scroll sideways.
      if (root.scrollWidth > root.clientWidth) {
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
        problems.push(`${root.scrollWidth} px wide in ${root.clientWidth} px (${culprits.join(', ')})`);
      }

      // Tables whose content reaches past the box they are shown in, named by their first header.
      for (const table of document.querySelectorAll('article table')) {
        const box = table.closest('[data-scrollable-table]') ?? table;
        const hidden = box.scrollWidth - box.clientWidth;
        if (hidden > 1) problems.push(`table "${table.querySelector('th')?.textContent?.trim()}" hides ${hidden} px`);
      }

      if (!phone) {
        // Rows taller than 300 px: long values squeeze the other columns into mostly blank rows.
        // A stacked table (one block per row, in a narrow column) has no squeezed columns.
        for (const row of document.querySelectorAll('article table tr')) {
          if (getComputedStyle(row.closest('table')!).display !== 'table') continue;
          const height = Math.round(row.getBoundingClientRect().height);
          if (height > 300) problems.push(`row "${row.textContent?.trim().slice(0, 40)}" is ${height} px tall`);
        }
        if (root.scrollHeight > maxHeight) {
          problems.push(`the page is ${root.scrollHeight} px tall (at most ${maxHeight} px)`);
        }
      }

      for (const element of document.querySelectorAll('article .text--truncate')) {
        if (getComputedStyle(element).whiteSpace === 'nowrap' || element.scrollWidth > element.clientWidth + 1) {
          problems.push(`"${element.textContent?.trim().slice(0, 40)}" is cut to one line`);
        }
      }

      const wrapping = [...document.querySelectorAll('article pre > code')].filter(
        (code) => getComputedStyle(code).whiteSpace !== 'pre',
      ).length;
      if (wrapping > 0) problems.push(`${wrapping} code block(s) wrap their lines`);

      // Words laid out over more than one line: a Range over such a word has boxes on two lines.
      const splitWords = (elements: Iterable<Element>, word = /[\p{L}\p{N}]{2,}/gu): string[] => {
        const split: string[] = [];
        for (const element of elements) {
          const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode(); node; node = walker.nextNode()) {
            for (const match of (node.nodeValue ?? '').matchAll(word)) {
              const range = document.createRange();
              range.setStart(node, match.index);
              range.setEnd(node, match.index + match[0].length);
              const lines = new Set(
                [...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.bottom)),
              );
              if (lines.size > 1) split.push(match[0]);
            }
          }
        }
        return split;
      };

      if (phone && wholeWords) {
        const split = splitWords(document.querySelectorAll('article td, article th'));
        if (split.length > 0) {
          problems.push(`words split in a table: ${split.slice(0, 5).join(', ')} (${split.length} in all)`);
        }
      }

      // Outside tables, inline code keeps its short hyphen-joined words whole (src/plugins/readable-tables).
      if (phone) {
        const runs = splitWords(
          [...document.querySelectorAll('article :not(pre) > code')].filter((code) => !code.closest('table')),
          new RegExp(hyphenated, 'gu'),
        ).filter((run) => run.length <= wholeUpTo);
        if (runs.length > 0) problems.push(`inline code split at a hyphen: ${runs.slice(0, 5).join(', ')}`);
      }

      // The previous and next links at the foot of a doc name whole pages.
      const splitInLinks = phone ? splitWords(document.querySelectorAll('.pagination-nav__label')) : [];
      if (splitInLinks.length > 0)
        problems.push(`words split in the previous and next links: ${splitInLinks.join(', ')}`);

      // How many screens down an operation page's examples start.
      const examples = document.querySelector('.api-operation__examples');
      if (phone && examples) {
        const screens = (examples.getBoundingClientRect().top + window.scrollY) / window.innerHeight;
        if (screens > 2) problems.push(`the example request starts ${screens.toFixed(1)} screens down`);
      }

      const title = document.querySelector('.navbar__title');
      const search = document.querySelector('.navbar [class*="searchBar"]');
      const overlap =
        title && search
          ? Math.max(0, Math.round(title.getBoundingClientRect().right - search.getBoundingClientRect().left))
          : 0;
      if (overlap > 0) problems.push(`the navbar title runs ${overlap} px under the search button`);

      return problems;
    },
    { ...rules, hyphenated: HYPHENATED.source, wholeUpTo: WHOLE_UP_TO_CHARS },
  );
}

/** Words that a line break splits inside (after a hyphen or before a slash is between words), in headings or the table of contents. */
function splitHeadingWords(page: Page, selector = 'article h1, article h2, article h3, main h1'): Promise<string[]> {
  return page.evaluate((selector) => {
    const split: string[] = [];
    for (const heading of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        for (const match of node.data.matchAll(/[^\s/-]+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const lines = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (lines.size > 1) split.push(match[0]);
        }
      }
    }
    return split;
  }, selector);
}

/** At the desktop width the table of contents, a narrow column, keeps each word of its entries whole too. */
async function tableOfContentsProblems(page: Page): Promise<string[]> {
  const split = await splitHeadingWords(page, '.table-of-contents a');
  return split.length > 0 ? [`table of contents words split by a line break: ${split.join(', ')}`] : [];
}

/** What a reader meets first on a Markdown doc at the desktop width: a page of bounded height. */
async function docHeightProblems(page: Page): Promise<string[]> {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  return height > MAX_DOC_PX ? [`is ${height} px tall (at most ${MAX_DOC_PX} px)`] : [];
}

/** What a reader meets first on a phone: the title near the top, heading words whole. */
async function titleProblems(page: Page): Promise<string[]> {
  const problems: string[] = [];
  const titleTop = await page
    .locator('h1')
    .first()
    .evaluate((h1) => h1.getBoundingClientRect().top + scrollY);
  if (titleTop > TITLE_WITHIN_PX) problems.push(`the title starts ${Math.round(titleTop)} px down`);
  const split = await splitHeadingWords(page);
  if (split.length > 0) problems.push(`heading words split by a line break: ${split.join(', ')}`);
  return problems;
}

test('the sitemap lists the pages this sweep reads', () => {
  // The report names each operation page the sweep keeps, and why.
  test.info().annotations.push(
    ...extremes.map(({ operationId, reason }) => ({
      type: 'operation page swept',
      description: `${operationId}: ${reason}`,
    })),
  );
  expect(sitemapPaths.length).toBeGreaterThan(100);
  expect(sitemapPaths.filter(handWritten).length).toBeGreaterThan(40);
  expect(sitemapPaths).toContain(`${base}docs/glossary`);
  const swept = sweptPaths.map(pageKey);
  // Every page with a check of its own is in the sitemap, so the sweep reads it.
  for (const page of [...extremePages, ...titleChecked, ...diagramPages]) expect(swept).toContain(page);
  expect(markdownDocs.size).toBeGreaterThan(40);
  expect(diagramPages.size).toBeGreaterThan(10);
  expect(widestDiagrams.size, 'pages with drawings wider than the desktop column').toBeGreaterThan(3);
  // The pages' own height bounds would otherwise never apply.
  expect(guides).not.toHaveLength(0);
  for (const bounded of Object.keys(pageHeightBounds)) expect(swept).toContain(bounded);
});

// Parts of about 15 pages, so the two workers share the sweep evenly to its end.
const PARTS = Math.ceil(sweptPaths.length / 15);
for (let part = 0; part < PARTS; part += 1) {
  const paths = sweptPaths.filter((_, index) => index % PARTS === part);
  test(`every page fits the phone and the desktop width (part ${part + 1} of ${PARTS})`, async ({ page }) => {
    // About 2 s a page on an idle machine, and as much again for a page's diagrams; the margin
    // is for a loaded one.
    test.setTimeout((paths.length + paths.filter((p) => diagramPages.has(pageKey(p))).length) * 6_000);
    const problems: string[] = [];
    for (const pathname of paths) {
      const key = pageKey(pathname);
      await page.setViewportSize(widths.desktop);
      await page.goto(pathname);
      await appStarted(page);
      for (const width of ['desktop', 'phone'] as const) {
        const phone = width === 'phone';
        if (phone) {
          // Back to the top the diagrams scrolled away from, as a reader arriving on a phone.
          await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
          await resizeTo(page, widths.phone);
        }
        const found = await layoutProblems(page, {
          phone,
          wholeWords: handWritten(pathname),
          maxHeight: pageHeightBounds[key] ?? MAX_PAGE_HEIGHT,
        });
        if (!phone && markdownDocs.has(key)) found.push(...(await docHeightProblems(page)));
        if (!phone) found.push(...(await tableOfContentsProblems(page)));
        if (phone && titleChecked.has(key)) found.push(...(await titleProblems(page)));
        problems.push(...found.map((problem) => `${pathname} (${width}): ${problem}`));
        // Last: the diagrams are brought into view one by one, scrolling the page.
        if (diagramPages.has(key) && (!phone || widestDiagrams.has(key))) {
          problems.push(...(await diagramProblems(page, `${pathname} at ${widths[width].width} px`)));
        }
      }
    }
    expect(problems).toEqual([]);
  });
}
