/**
 * Diagrams as the browser lays them out: which built pages have one, which are wider than the
 * desktop column, and what is wrong with each (tests/diagrams, and the page sweep in
 * tests/site/layout.spec.ts, which reads every diagram page on the load it makes anyway).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { AFTER_LOADING, appStarted, expect } from './fixtures';
import { buildPath } from './build';

export const MIN_LABEL_PX = 11;

/**
 * Brings the page's first diagram near the viewport, where it is drawn, and waits for `drawn` to show. As the app
 * starts it may swap the server's diagram for its own under the scroll: then it scrolls to the new one.
 */
export async function showFirstDiagram(page: Page, drawn = '[data-diagram-key] svg'): Promise<void> {
  await expect(async () => {
    await page.locator('[data-diagram-key]').first().scrollIntoViewIfNeeded({ timeout: 2_000 });
    await expect(page.locator(drawn).first()).toBeVisible({ timeout: 2_000 });
  }).toPass(AFTER_LOADING);
}

/** Routes (relative to the build folder) whose page has a diagram, sorted. */
export function pagesWithDiagrams(dir: string): string[] {
  const root = buildPath(dir);
  return (
    fs
      .readdirSync(root, { recursive: true, encoding: 'utf8' })
      .filter((relative) => relative.endsWith('.html'))
      .filter((relative) => /\sdata-diagram-key=/.test(fs.readFileSync(path.join(root, relative), 'utf8')))
      // docs/api/installation.html is the page docs/api/installation (the build's trailingSlash: false).
      .map((relative) =>
        relative
          .split(path.sep)
          .join('/')
          .replace(/(^|\/)index\.html$/, '')
          .replace(/\.html$/, ''),
      )
      .sort()
  );
}

/** Natural width of each drawing (src/theme/Mermaid/diagramSizes.json: key → [width, ratio, label px]). */
const naturalWidths: Record<string, [number, ...unknown[]]> = JSON.parse(
  fs.readFileSync(path.resolve(__dirname, '../../src/theme/Mermaid/diagramSizes.json'), 'utf8'),
);
export const DESKTOP_COLUMN_PX = 703;

/**
 * The pages whose drawings are too wide even for the desktop column: on a phone, the hardest
 * cases for the scrolling box and the page width.
 */
export function widestDiagramPages(dir: string, routes: string[]): string[] {
  return routes.filter((route) =>
    [
      ...fs
        .readFileSync(buildPath(dir, route ? `${route}.html` : 'index.html'), 'utf8')
        .matchAll(/data-diagram-key="?(\w+)/g),
    ].some(([, key]) => (naturalWidths[key!]?.[0] ?? 0) > DESKTOP_COLUMN_PX),
  );
}

export interface DiagramFacts {
  key: string;
  drawn: boolean;
  smallestLabelPx: number;
  cutOff: string[];
  box: { clientWidth: number; scrollWidth: number };
}

/** Brings each diagram of the page near the viewport, waits for its drawing, and measures it. */
export async function measureDiagrams(page: Page): Promise<DiagramFacts[]> {
  // The article's diagrams are mounted as the app starts (src/plugins/static-articles), replacing
  // the server's placeholders; measure the ones that stay.
  await appStarted(page);
  const diagrams = page.locator('[data-diagram-key]');
  await expect(diagrams.first()).toBeAttached(AFTER_LOADING);
  const facts: DiagramFacts[] = [];
  for (let i = 0; i < (await diagrams.count()); i += 1) {
    const diagram = diagrams.nth(i);
    await diagram.scrollIntoViewIfNeeded();
    await expect(diagram.locator('svg').first()).toBeVisible(AFTER_LOADING);
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

export const pageScrollsSideways = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth);

/** Everything wrong with the page's diagrams as laid out now, and with the page around them. */
export async function diagramProblems(page: Page, where: string): Promise<string[]> {
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
