/**
 * axe-core on one page of each kind, in light and in dark mode: no violations of WCAG 2.0/2.1
 * A and AA, nor of axe's best practices. Pages are checked as a reader sees them once they
 * have finished loading (diagrams drawn, search results listed, explorer rendered).
 */
import type { Page } from '@playwright/test';
import { AxeBuilder } from '@axe-core/playwright';
import { AFTER_LOADING, test, expect } from '../support/fixtures';
import { sites } from '../../playwright.config';
import { axeSource, axeVersion } from '../support/axeSource';

const base = sites.main.base;

// axe's colour-contrast rule inspects every highlighted code token; the long API pages have
// thousands, which takes tens of seconds on a small CI machine.
test.describe.configure({ timeout: 120_000 });

const pages: Array<{ name: string; path: string; inDark?: boolean; ready: (page: Page) => Promise<void> }> = [
  { name: 'home', path: '', inDark: true, ready: async () => {} },
  {
    // Tables, tabs, code blocks and a Mermaid diagram on one page.
    name: 'doc page with tables, tabs, code and a diagram',
    path: 'docs/guides/api_actions/installation',
    inDark: true,
    ready: async (page) => {
      // Found and scrolled to in one browser call: the drawing may be swapped for the live
      // diagram (same held space) between a locator's lookup and its action.
      await page.evaluate(() => document.querySelector('[data-diagram-key]')?.scrollIntoView({ block: 'center' }));
      await expect(page.locator('.docusaurus-mermaid-container svg').first()).toBeVisible(AFTER_LOADING);
      await expect(page.locator('[role="tab"]').first()).toBeVisible();
    },
  },
  {
    name: 'search page with results',
    path: 'search?q=metric',
    ready: async (page) => {
      await expect(page.locator('article a, [class*="searchResult"] a').first()).toBeVisible(AFTER_LOADING);
    },
  },
  { name: 'operation page', path: 'docs/api/installation/create-installation', inDark: true, ready: async () => {} },
  { name: '404 page', path: 'no-such-page-for-axe', ready: async () => {} },
  {
    name: 'API explorer',
    path: 'openapi/explore',
    ready: async (page) => {
      await expect(page.locator('.opblock').first()).toBeVisible(AFTER_LOADING);
    },
  },
];

/** axe's findings on the page as it is now, one line each. */
async function violationsNow(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page, axeSource })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  expect(results.testEngine.version, 'the axe-core that package.json declares').toBe(axeVersion);
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.length} × ${v.nodes[0]?.target.join(' ')} — ${v.help}`,
  );
}

const themeIs = async (page: Page, path: string, colorScheme: 'light' | 'dark') => {
  if (path !== 'openapi/explore') {
    await expect(page.locator('html')).toHaveAttribute('data-theme', colorScheme);
  } else {
    await expect(page.locator('html')).toHaveClass(colorScheme === 'dark' ? /dark-mode/ : /^(?!.*dark-mode)/);
  }
};

// Dark mode changes colours only: the pages with the most kinds of colour (code, tables,
// diagrams, badges) are checked in it too, on the same load: with no colour chosen, the site
// follows the system's setting when it changes (tests/site/shell.spec.ts).
for (const target of pages) {
  const schemes = target.inDark ? (['light', 'dark'] as const) : (['light'] as const);
  test(`${target.name} has no violations (${schemes.join(' and ')} mode)`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(`${base}${target.path}`);
    await page.waitForLoadState('networkidle');
    await target.ready(page);
    for (const colorScheme of schemes) {
      await test.step(`${colorScheme} mode`, async () => {
        await page.emulateMedia({ colorScheme });
        await themeIs(page, target.path, colorScheme);
        // Colours ease to the new mode (the theme's transitions): read them once they have arrived.
        await expect
          .poll(() =>
            page.evaluate(() =>
              document.getAnimations().some((a) => a instanceof CSSTransition && a.playState === 'running'),
            ),
          )
          .toBe(false);
        expect(await violationsNow(page), `${colorScheme} mode`).toEqual([]);
      });
    }
  });
}
