/**
 * Tables on a phone keep their words whole: on every hand-written page (the sitemap without the
 * operation pages and the explorer), at 360 px, no run of letters or digits inside a table cell
 * is split across two lines. A long value may still wrap, but only between its parts (after a
 * `:`, `/`, `_` or `-`, before a `.` or `=`: src/plugins/readable-tables), each of which is its
 * own run here. Words are measured with a Range over each run: a run split across lines has
 * boxes on two lines.
 */
import type { Page } from '@playwright/test';
import { test, expect, appStarted } from '../support/fixtures';
import { readBuilt } from '../support/build';
import { listOperations } from '../../src/plugins/openapi-operations/spec';
import { operationRoute } from '../../src/plugins/openapi-operations/collections';
import { sites } from '../../playwright.config';

const { base, dir } = sites.main;

const operationPages = new Set(listOperations().map((op) => `${base}${operationRoute(op.operationId)}`));

/** Pages written by hand: the sitemap without the generated operation pages and the explorer. */
const handWrittenPaths = [...readBuilt(dir, 'sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)]
  .map((match) => new URL(match[1]!).pathname)
  .filter((pathname) => !pathname.startsWith(`${base}openapi/`) && !operationPages.has(pathname.replace(/\/$/, '')));

/** Each word of a table cell that the browser laid out over more than one line. */
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

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the hand-written pages are the ones the sweep reads', () => {
    expect(handWrittenPaths.length).toBeGreaterThan(40);
    expect(handWrittenPaths).toContain(`${base}docs/glossary`);
  });

  test('no word in a table cell is split across lines', async ({ page }) => {
    test.setTimeout(handWrittenPaths.length * 3_000);
    const problems: string[] = [];
    for (const pathname of handWrittenPaths) {
      await page.goto(pathname);
      await appStarted(page);
      const words = await splitWords(page);
      if (words.length > 0) problems.push(`${pathname}: ${words.slice(0, 5).join(', ')} (${words.length} in all)`);
    }
    expect(problems, `${problems.length} of ${handWrittenPaths.length} pages split a word in a table`).toEqual([]);
  });
});
