/**
 * JavaScript disabled: every doc page is readable from its static HTML alone, with its
 * heading, text, tables, code (all tab panels) and diagrams (as source text).
 */
import { test, expect } from '../support/fixtures';
import { docPages, docSource, docTitle } from '../support/routes';
import { sites } from '../../playwright.config';

test.use({ javaScriptEnabled: false });

/** What the Markdown source promises: its tables, its code blocks and its diagrams. */
function expectedContent(route: string) {
  const source = docSource(route);
  const fences = [...source.matchAll(/^\s*```(\w*)/gm)].filter((_, i) => i % 2 === 0).map((m) => m[1]);
  return {
    tables: (source.match(/^\s*\|.*\|\s*\n\s*\|\s*:?-{3,}/gm) ?? []).length,
    code: fences.filter((lang) => lang !== 'mermaid').length,
    diagrams: fences.filter((lang) => lang === 'mermaid').length,
  };
}

for (const route of docPages) {
  test(`${route} reads without JavaScript`, async ({ page }) => {
    await page.goto(`${sites.main.base}docs/${route}`);
    const article = page.locator('article');
    await expect(article.getByRole('heading', { level: 1 })).toHaveText(docTitle(route));
    await expect(article.locator('.markdown p').first()).toBeVisible();

    const expected = expectedContent(route);
    const tables = article.locator('table');
    const code = article.locator('pre');
    expect(await tables.count()).toBeGreaterThanOrEqual(expected.tables);
    expect(await code.count()).toBeGreaterThanOrEqual(expected.code + expected.diagrams);
    // Nothing is hidden away: every table and code block is on screen, including the
    // samples in tabs other than the first.
    await expect(tables.filter({ visible: false })).toHaveCount(0);
    await expect(code.filter({ visible: false })).toHaveCount(0);
    await expect(article.locator('figure figcaption', { hasText: 'Diagram' })).toHaveCount(expected.diagrams);
    for (const text of await code.allInnerTexts()) expect(text.trim()).not.toBe('');
  });
}
