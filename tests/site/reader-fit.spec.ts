/**
 * What a reader meets first on a page, measured in the browser (issue 43): no hand-written page
 * taller than 10,000 px at 1280 px; on a phone the title within the first 220 px, heading words
 * whole, code that is wider than its box showing so (a shadow at the cut edge, a scrollbar on
 * touch), and a wide diagram opening at its start with its cue and "Open full size" above it.
 */
import type { Page } from '@playwright/test';
import { appStarted, framesRendered, test, expect } from '../support/fixtures';
import { docSources } from '../support/docSources';
import { sites } from '../../playwright.config';

const base = sites.main.base;
const MAX_PAGE_PX = 10_000;
const TITLE_WITHIN_PX = 220;

const handWritten = docSources.filter((doc) => doc.file.endsWith('.md')).map((doc) => doc.route);

/** Words of the page's headings that a line break splits inside (after a hyphen or before a slash is between words). */
function splitHeadingWords(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const split: string[] = [];
    for (const heading of document.querySelectorAll('article h1, article h2, article h3, main h1')) {
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
  });
}

test.describe('hand-written pages at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test(`are at most ${MAX_PAGE_PX} px tall`, async ({ page }) => {
    test.setTimeout(handWritten.length * 3_000);
    const problems: string[] = [];
    for (const route of handWritten) {
      await page.goto(`${base}${route}`);
      await appStarted(page);
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      if (height > MAX_PAGE_PX) problems.push(`${route} is ${height} px tall`);
    }
    expect(problems).toEqual([]);
  });
});

test.describe('on a phone (360 px)', () => {
  test.use({ viewport: { width: 360, height: 740 }, hasTouch: true });

  test(`the title starts within the first ${TITLE_WITHIN_PX} px, and heading words stay whole`, async ({ page }) => {
    const routes = [
      ...handWritten,
      'docs/category/authorization',
      'docs/category/authenticating-clients',
      'docs/category/entitlement-administration',
      'docs/category/system-administration',
      'docs/api/metric/create-metric',
      'docs/api/collect_metrics/list-project-group-metrics',
    ];
    test.setTimeout(routes.length * 3_000);
    const problems: string[] = [];
    for (const route of routes) {
      await page.goto(`${base}${route}`);
      await appStarted(page);
      const titleTop = await page
        .locator('h1')
        .first()
        .evaluate((h1) => h1.getBoundingClientRect().top + scrollY);
      if (titleTop > TITLE_WITHIN_PX) problems.push(`${route}: the title starts ${Math.round(titleTop)} px down`);
      const split = await splitHeadingWords(page);
      if (split.length > 0) problems.push(`${route}: heading words split by a line break: ${split.join(', ')}`);
    }
    expect(problems).toEqual([]);
  });

  test('code wider than its box shows a shadow at the cut edge and keeps a scrollbar', async ({ page }) => {
    await page.goto(`${base}docs/api/metric/create-metric`);
    await appStarted(page);
    const blocks = await page.locator('.theme-code-block pre').evaluateAll((pres) =>
      pres
        .filter((pre) => pre.checkVisibility() && pre.scrollWidth > pre.clientWidth + 1)
        .map((pre) => {
          const style = getComputedStyle(pre);
          return {
            shadows: (style.backgroundImage.match(/radial-gradient/g) ?? []).length,
            attachments: style.backgroundAttachment,
            scrollbarWidth: style.scrollbarWidth,
          };
        }),
    );
    // The visible curl sample is wider than a phone's column.
    expect(blocks.length).toBeGreaterThan(0);
    for (const block of blocks) {
      expect(block.shadows).toBe(2);
      expect(block.attachments).toMatch(/^local, local, scroll, scroll\b/);
      // Headless Chromium hides every scrollbar (--hide-scrollbars), so the style is what can be read.
      expect(block.scrollbarWidth).toBe('auto');
    }
  });

  test('a wide diagram opens at its start, with its cue and "Open full size" above it', async ({ page }) => {
    await page.goto(`${base}docs/system/data_model`);
    await appStarted(page);
    const box = page.getByRole('region', { name: /diagram/i }).first();
    await box.scrollIntoViewIfNeeded();
    await expect(box.locator('svg')).toBeVisible();
    await framesRendered(page);
    expect(await box.evaluate((element) => element.scrollLeft)).toBe(0);
    const boxTop = (await box.boundingBox())!.y;
    const button = page.getByRole('button', { name: 'Open full size' }).first();
    const cue = page.getByText('Scroll sideways for the rest').first();
    for (const control of [button, cue]) {
      const top = (await control.boundingBox())!;
      expect(top.y + top.height).toBeLessThanOrEqual(boxTop + 1);
      expect(boxTop - top.y).toBeLessThan(60);
    }
  });

  test('the full-size dialog shows labels of at least 11 px, panning when the drawing is wider', async ({ page }) => {
    await page.goto(`${base}docs/system/data_model`);
    await appStarted(page);
    const button = page.getByRole('button', { name: 'Open full size' }).first();
    await button.scrollIntoViewIfNeeded();
    await expect(button).toBeEnabled();
    await button.click();
    const dialog = page.getByRole('dialog', { name: 'Diagram at full size' });
    await expect(dialog).toBeVisible();
    const svg = dialog.locator('svg').first();
    const labelPx = await svg.evaluate((element: SVGSVGElement) => {
      const scale = element.getBoundingClientRect().width / element.viewBox.baseVal.width;
      const sizes = [...element.querySelectorAll('foreignObject p, foreignObject span, text')]
        .filter((label) => label.textContent?.trim())
        .map((label) => parseFloat(getComputedStyle(label).fontSize) * scale);
      return Math.min(...sizes);
    });
    expect(labelPx).toBeGreaterThanOrEqual(11);
    const dialogBox = (await dialog.boundingBox())!;
    expect(dialogBox.x + dialogBox.width).toBeLessThanOrEqual(360);
  });
});
