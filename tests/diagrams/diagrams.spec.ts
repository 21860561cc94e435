/**
 * Diagrams a reader can read, checked where only a browser can tell: every diagram page shows
 * the drawing made ahead of time (not live Mermaid) with labels of at least 11 px and none cut
 * off, at a desktop and a phone width; on a phone a wide diagram scrolls sideways inside its own
 * box (by keyboard too) while the page does not; "Open full size" opens a dialog that Escape
 * closes, handing focus back.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { appStarted, resizeTo, test, expect } from '../support/fixtures';
import { sites } from '../../playwright.config';

const base = sites.main.base;
const MIN_LABEL_PX = 11;

/** Routes (relative to the build folder) whose page has a diagram. */
function pagesWithDiagrams(dir: string): string[] {
  return (
    fs
      .readdirSync(dir, { recursive: true, encoding: 'utf8' })
      .filter((relative) => relative.endsWith('.html'))
      .filter((relative) => /\sdata-diagram-key=/.test(fs.readFileSync(path.join(dir, relative), 'utf8')))
      // docs/api/installation.html is the page docs/api/installation (the build's trailingSlash: false).
      .map((relative) =>
        relative
          .split(path.sep)
          .join('/')
          .replace(/(^|\/)index\.html$/, '')
          .replace(/\.html$/, ''),
      )
  );
}

const diagramPages = pagesWithDiagrams(sites.main.dir).sort();

interface DiagramFacts {
  key: string;
  drawn: boolean;
  smallestLabelPx: number;
  cutOff: string[];
  box: { clientWidth: number; scrollWidth: number };
}

/** Brings each diagram of the page near the viewport, waits for its drawing, and measures it. */
async function measureDiagrams(page: Page, limit = Infinity): Promise<DiagramFacts[]> {
  // The article's diagrams are mounted as the app starts (src/plugins/static-articles), replacing
  // the server's placeholders; measure the ones that stay.
  await appStarted(page);
  const diagrams = page.locator('[data-diagram-key]');
  await expect(diagrams.first()).toBeAttached({ timeout: 15_000 });
  const facts: DiagramFacts[] = [];
  for (let i = 0; i < Math.min(limit, await diagrams.count()); i += 1) {
    const diagram = diagrams.nth(i);
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram.locator('svg').first()).toBeVisible({ timeout: 15_000 });
    facts.push(
      await diagram.evaluate((element: HTMLElement) => {
        const svg = element.querySelector('svg')!;
        const scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
        let smallest = Infinity;
        const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          if (!node.textContent?.trim() || node.parentElement!.closest('style, title, desc')) continue;
          smallest = Math.min(smallest, parseFloat(getComputedStyle(node.parentElement!).fontSize) * scale);
        }
        const cutOff: string[] = [];
        for (const object of svg.querySelectorAll('foreignObject')) {
          const label = object.firstElementChild as HTMLElement | null;
          if (!label?.textContent?.trim()) continue;
          const outer = object.getBoundingClientRect();
          const inner = label.getBoundingClientRect();
          if (inner.width > outer.width + 1 || inner.height > outer.height + 1) cutOff.push(label.textContent.trim());
        }
        const box = element;
        return {
          key: element.dataset.diagramKey!,
          drawn: svg.id.startsWith('diagram-'),
          smallestLabelPx: smallest,
          cutOff,
          box: { clientWidth: box.clientWidth, scrollWidth: box.scrollWidth },
        };
      }),
    );
  }
  return facts;
}

const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

test('the build has pages with diagrams to check', () => {
  expect(diagramPages.length).toBeGreaterThan(10);
  expect(widestPages.length, 'pages with drawings wider than the desktop column').toBeGreaterThan(3);
});

/** Natural width of each drawing (src/theme/Mermaid/diagramSizes.json: key → [width, ratio, label px]). */
const naturalWidths: Record<string, [number, ...unknown[]]> = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../src/theme/Mermaid/diagramSizes.json'), 'utf8'),
);
const DESKTOP_COLUMN_PX = 703;
/**
 * On a phone, the pages whose drawings are too wide even for the desktop column: the hardest
 * cases for the scrolling box and the page width. The desktop sweep covers every page.
 */
const widestPages = diagramPages.filter((route) =>
  [
    ...fs
      .readFileSync(path.join(sites.main.dir, route ? `${route}.html` : 'index.html'), 'utf8')
      .matchAll(/data-diagram-key="?(\w+)/g),
  ].some(([, key]) => (naturalWidths[key!]?.[0] ?? 0) > DESKTOP_COLUMN_PX),
);

/** Routes in groups of about ten, so the two workers share the sweep evenly. */
const inGroups = (routes: string[]) =>
  Array.from({ length: Math.ceil(routes.length / 10) }, (_, i) =>
    routes.filter((_, index) => index % Math.ceil(routes.length / 10) === i),
  );

const desktop = { width: 1280, height: 900 };
const phone = { width: 360, height: 740 };

/** Everything wrong with the page's diagrams as laid out now, and with the page around them. */
async function diagramProblems(page: Page, where: string): Promise<string[]> {
  const problems: string[] = [];
  const diagrams = await measureDiagrams(page);
  if (diagrams.length === 0) problems.push(`${where}: no diagram found`);
  for (const diagram of diagrams) {
    const which = `${where} (${diagram.key})`;
    if (!diagram.drawn) problems.push(`${which}: live Mermaid instead of the drawing`);
    if (diagram.smallestLabelPx < MIN_LABEL_PX) {
      problems.push(`${which}: labels at ${diagram.smallestLabelPx.toFixed(1)} px`);
    }
    for (const label of diagram.cutOff) problems.push(`${which}: label cut off: "${label}"`);
  }
  if (await pageScrollsSideways(page)) problems.push(`${where}: the page scrolls sideways`);
  return problems;
}

/**
 * Each page loads once at the desktop width; the widest pages are read again after the window
 * narrows to a phone's (the drawings' boxes follow the width: style sheet and resize observers).
 */
const pageGroups = inGroups(diagramPages);
for (const [group, routes] of pageGroups.entries()) {
  test(`every diagram is drawn ahead of time, legible and whole (${desktop.width} px, the widest also at ${phone.width} px, pages ${group + 1}/${pageGroups.length})`, async ({
    page,
  }) => {
    test.setTimeout(routes.length * 8_000);
    const problems: string[] = [];
    for (const route of routes) {
      await page.setViewportSize(desktop);
      // The drawings are fetched after hydration; measureDiagrams waits for each of them.
      await page.goto(`${base}${route}`, { waitUntil: 'domcontentloaded' });
      problems.push(...(await diagramProblems(page, `${route} at ${desktop.width} px`)));
      if (widestPages.includes(route)) {
        await resizeTo(page, phone);
        problems.push(...(await diagramProblems(page, `${route} at ${phone.width} px`)));
      }
    }
    expect(problems).toEqual([]);
  });
}

test.describe('a wide diagram on a phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('scrolls sideways inside its own box, by keyboard too, and the page does not', async ({ page }) => {
    await page.goto(`${base}docs/guides/api_actions/project`);
    const [facts] = await measureDiagrams(page);
    expect(facts.box.scrollWidth).toBeGreaterThan(facts.box.clientWidth);
    expect(await pageScrollsSideways(page)).toBe(false);
    await expect(page.getByText('Scroll sideways for the rest')).toBeVisible();

    const box = page.getByRole('region', { name: /diagram/i });
    await box.focus();
    await expect(box).toBeFocused();
    const start = await box.evaluate((element) => element.scrollLeft);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => box.evaluate((element) => element.scrollLeft)).toBeGreaterThan(start);
    expect(await pageScrollsSideways(page)).toBe(false);
  });
});

test.describe('open full size', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  async function openDialog(page: Page): Promise<{ button: Locator; dialog: Locator }> {
    await page.goto(`${base}docs/guides/api_actions/project`);
    await measureDiagrams(page);
    const button = page.getByRole('button', { name: 'Open full size' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Diagram at full size' });
    await expect(dialog).toBeVisible();
    return { button, dialog };
  }

  test('opens fitted to the screen, goes to natural size on request; Escape closes it and focus returns', async ({
    page,
  }) => {
    const { button, dialog } = await openDialog(page);
    const svg = dialog.locator('svg').first();
    // First fitted to the screen, never below legible labels: its start in view, the dialog
    // inside the screen (the zoom button shows the fitted state; tests/site/reader-fit.spec.ts
    // checks the label size).
    await expect(dialog.getByRole('button', { name: 'Actual size' })).toBeVisible();
    const fitted = (await svg.boundingBox())!;
    expect(fitted.x).toBeGreaterThanOrEqual(0);
    const frame = (await dialog.boundingBox())!;
    expect(frame.x + frame.width).toBeLessThanOrEqual(360);
    expect(frame.y + frame.height).toBeLessThanOrEqual(740);

    await dialog.getByRole('button', { name: 'Actual size' }).click();
    const labelPx = await svg.evaluate((element: SVGSVGElement) => {
      const scale = element.getBoundingClientRect().width / element.viewBox.baseVal.width;
      return parseFloat(getComputedStyle(element.querySelector('foreignObject p, text')!).fontSize) * scale;
    });
    expect(labelPx).toBeGreaterThanOrEqual(15.5);
    await expect(dialog.getByRole('button', { name: 'Fit to screen' })).toBeVisible();
    // A second copy of the drawing gets ids of its own.
    const ids = await page.evaluate(() => [...document.querySelectorAll('svg[id]')].map((element) => element.id));
    expect(new Set(ids).size).toBe(ids.length);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('the Close button closes it and focus returns', async ({ page }) => {
    const { button, dialog } = await openDialog(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(button).toBeFocused();
  });
});

test('dark mode shows the dark drawing', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto(`${base}docs/api/installation`);
  const [facts] = await measureDiagrams(page);
  await expect(page.locator(`svg#diagram-${facts.key}-dark`)).toBeVisible();
});
