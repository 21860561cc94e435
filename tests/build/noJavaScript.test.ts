/**
 * Without JavaScript every doc page is readable from its static HTML: its heading, text,
 * tables, code (every tab panel) and diagrams (as source text).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docSources, repoRoot } from '../support/docSources';
import { expectEvery, page } from './site';

/** What the Markdown source promises: its tables, its code blocks and its diagrams. */
function expectedContent(file: string) {
  const source = fs.readFileSync(path.join(repoRoot, file), 'utf8');
  const fences = [...source.matchAll(/^\s*```(\w*)/gm)].filter((_, i) => i % 2 === 0).map((m) => m[1]);
  return {
    tables: (source.match(/^\s*\|.*\|\s*\n\s*\|\s*:?-{3,}/gm) ?? []).length,
    code: fences.filter((lang) => lang !== 'mermaid').length,
    diagrams: fences.filter((lang) => lang === 'mermaid').length,
  };
}

describe('without JavaScript', () => {
  it('every doc page has its text, tables, code and diagrams in the HTML', () => {
    expectEvery(docSources, (doc) => doc.route, ({ route, file }) => {
      const $ = page(route, { withoutScripts: true });
      const article = $('article');
      expect(article.find('.markdown p').first().text().trim(), 'first paragraph').not.toBe('');
      const expected = expectedContent(file);
      expect(article.find('table').length, 'tables').toBeGreaterThanOrEqual(expected.tables);
      expect(article.find('pre').length, 'code blocks and diagram sources').toBeGreaterThanOrEqual(expected.code + expected.diagrams);
      expect(article.find('figure figcaption:contains("Diagram")').length, 'diagrams').toBe(expected.diagrams);
      expect(article.find('pre').filter((_, pre) => $(pre).text().trim() === '').length, 'empty code blocks').toBe(0);
      // Tab panels other than the first are hidden for scripts to reveal; the <noscript> style
      // shows them all, so no code is lost.
      if (article.find('[role="tabpanel"][hidden]').length) {
        expect(page(route)('noscript').text()).toMatch(/\[role=["']?tabpanel["']?\]\[hidden\]\{display:block/);
      }
    });
  });
});
