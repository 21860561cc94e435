/**
 * Every page of the sitemap, at a phone width and a desktop width, fits its viewport: nothing
 * makes the page scroll sideways (wide tables, code and diagrams scroll inside their own boxes),
 * an operation's code examples show whole lines (wrapped, not cut at the box's edge), and the
 * navbar's title does not run under the search button. Read after the app has started,
 * since the frame can change then.
 */
import type { Page } from '@playwright/test';
import { test, expect, appStarted } from '../support/fixtures';
import { readBuilt } from '../support/build';
import { sites } from '../../playwright.config';

const { base, dir } = sites.main;

/** Page paths from the built sitemap; the explorer is not a Docusaurus page and has its own test. */
const sitemapPaths = [...readBuilt(dir, 'sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(match[1]).pathname)
  .filter((pathname) => pathname.startsWith(base) && !pathname.startsWith(`${base}openapi/`));

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

/** Code examples beside an operation that hide part of a line past their right edge. */
function cutExamples(page: Page) {
  return page.evaluate(
    () =>
      [...document.querySelectorAll('.api-operation__examples pre')].filter(
        (pre) => pre.scrollWidth > pre.clientWidth + 1,
      ).length,
  );
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
          const cut = await cutExamples(page);
          if (cut > 0) problems.push(`${pathname}: ${cut} code example(s) hide the end of a line`);
          const overlap = await titleOverSearch(page);
          if (overlap > 0) problems.push(`${pathname}: the navbar title runs ${overlap} px under the search button`);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}
