/**
 * On a laptop an operation page keeps its example request beside the fields: scrolled to the
 * fields (parameters or request body), the example request is on screen and to their right
 * (src/css/api.css: two columns, the examples sticky, from 1200 px). Twelve operations with
 * fields, spread over the contract, at 1280 and 1440 px.
 */
import { test, expect, appStarted } from '../support/fixtures';
import { listOperations } from '../../src/plugins/openapi-operations/spec';
import { operationRoute } from '../../src/plugins/openapi-operations/collections';
import { sites } from '../../playwright.config';

const SAMPLED = 12;
const withFields = listOperations().filter((op) => op.parameters.length + op.bodyFields.length > 0);
const sampled = Array.from({ length: SAMPLED }, (_, i) => withFields[Math.floor((i * withFields.length) / SAMPLED)]!);

for (const width of [1280, 1440]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('the example request stays in view beside the fields', async ({ page }) => {
      test.setTimeout(SAMPLED * 4_000);
      const problems: string[] = [];
      for (const op of sampled) {
        await page.goto(`${sites.main.base}${operationRoute(op.operationId)}`);
        await appStarted(page);
        const fields = page.locator('.api-operation__main .api-fields li').last();
        // Scrolled down until the last field shows at the bottom of the screen, as a reader
        // filling the fields in gets there.
        await fields.evaluate((element) => element.scrollIntoView({ block: 'end' }));
        const placement = await page.evaluate(() => {
          const sample = document.querySelector('.api-operation__examples [role="tabpanel"]:not([hidden]) pre');
          const field = [...document.querySelectorAll('.api-operation__main .api-fields li')].pop();
          if (!sample || !field) return 'no example request or no fields';
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
        if (placement) problems.push(`${op.operationId}: ${placement}`);
      }
      expect(problems, `${SAMPLED - problems.length} of ${SAMPLED} keep the example request in view`).toEqual([]);
    });
  });
}
