/**
 * On a laptop an operation page keeps its example request beside the fields: scrolled to the
 * fields (parameters or request body), the example request is on screen and to their right
 * (src/css/api.css: two columns, the examples sticky, from 1200 px). Twelve operations with
 * fields, spread over the contract, at 1280 and 1440 px: each page loads once at 1280 px and is
 * read again after the window widens (both widths are the theme's desktop layout, so only the
 * style sheet lays the page out again).
 */
import type { Page } from '@playwright/test';
import { test, expect, appStarted, resizeTo } from '../support/fixtures';
import { listOperations } from '../../src/plugins/openapi-operations/spec';
import { operationRoute } from '../../src/plugins/openapi-operations/collections';
import { sites } from '../../playwright.config';

const SAMPLED = 12;
const WIDTHS = [1280, 1440];
const withFields = listOperations().filter((op) => op.parameters.length + op.bodyFields.length > 0);
const sampled = Array.from({ length: SAMPLED }, (_, i) => withFields[Math.floor((i * withFields.length) / SAMPLED)]!);

/** Scrolled down until the last field shows at the bottom of the screen, as a reader filling the fields in gets there. */
function examplePlacement(page: Page): Promise<string | null> {
  return page.evaluate(() => {
    const field = [...document.querySelectorAll('.api-operation__main .api-fields li')].pop();
    const sample = document.querySelector('.api-operation__examples [role="tabpanel"]:not([hidden]) pre');
    if (!sample || !field) return 'no example request or no fields';
    field.scrollIntoView({ block: 'end' });
    const s = sample.getBoundingClientRect();
    const f = field.getBoundingClientRect();
    const navbar = document.querySelector('.navbar')?.getBoundingClientRect().bottom ?? 0;
    // In view: at least 120 px of it (or all of it, when shorter) between the navbar and the bottom.
    const visible = Math.min(s.bottom, window.innerHeight) - Math.max(s.top, navbar);
    if (visible < Math.min(s.height, 120)) {
      return `only ${Math.max(0, Math.round(visible))} px of the example request are in view`;
    }
    if (s.left < f.right) return `the example request (from ${Math.round(s.left)} px) is not right of the fields`;
    return null;
  });
}

// Two halves, so the two workers share the pages.
for (const [part, operations] of [sampled.slice(0, SAMPLED / 2), sampled.slice(SAMPLED / 2)].entries()) {
  test(`the example request stays in view beside the fields at ${WIDTHS.join(' and ')} px (part ${part + 1} of 2)`, async ({
    page,
  }) => {
    test.setTimeout(operations.length * 4_000);
    const problems: string[] = [];
    for (const op of operations) {
      await page.setViewportSize({ width: WIDTHS[0]!, height: 800 });
      await page.goto(`${sites.main.base}${operationRoute(op.operationId)}`);
      await appStarted(page);
      for (const width of WIDTHS) {
        if (width !== WIDTHS[0]) await resizeTo(page, { width, height: 800 });
        const placement = await examplePlacement(page);
        if (placement) problems.push(`${op.operationId} at ${width} px: ${placement}`);
      }
    }
    expect(problems, `of ${SAMPLED} operations at ${WIDTHS.length} widths, ${problems.length} fail`).toEqual([]);
  });
}
