/**
 * Without JavaScript every doc page is readable from its static HTML: its heading, text,
 * tables, code (every tab panel) and diagrams (as source text), and code is highlighted.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { docSources, repoRoot } from '../support/docSources';
import { page } from './site';

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

describe.each(docSources.map((doc) => [doc.route, doc] as const))('%s without JavaScript', (route, doc) => {
  it('has its tables, code and diagrams in the HTML', () => {
    const $ = page(route, { withoutScripts: true });
    const article = $('article');
    expect(article.find('.markdown p').first().text().trim()).not.toBe('');
    const expected = expectedContent(doc.file);
    expect(article.find('table').length).toBeGreaterThanOrEqual(expected.tables);
    expect(article.find('pre').length).toBeGreaterThanOrEqual(expected.code + expected.diagrams);
    expect(article.find('figure figcaption:contains("Diagram")').length).toBe(expected.diagrams);
    for (const pre of article.find('pre').toArray()) expect($(pre).text().trim()).not.toBe('');
    // Tab panels other than the first are hidden for scripts to reveal; the <noscript> style
    // shows them all, so no code is lost.
    if (article.find('[role="tabpanel"][hidden]').length) {
      expect(page(route)('noscript').text()).toMatch(/\[role=["']?tabpanel["']?\]\[hidden\]\{display:block/);
    }
  });
});

describe('code highlighting (lean-prism)', () => {
  it('colours the tokens of code blocks in the static HTML', () => {
    const $ = page('docs/api/installation/create-installation');
    const tokens = $('pre code .token').toArray();
    expect(tokens.length).toBeGreaterThan(20);
    const kinds = new Set(tokens.flatMap((token) => ($(token).attr('class') ?? '').split(/\s+/)));
    for (const kind of ['string', 'punctuation', 'property']) expect(kinds).toContain(kind);
    // Each coloured token carries its light (--l) and dark (--d) colour (src/plugins/lean-prism).
    expect(tokens.some((token) => /--l:#[0-9a-f]{6};--d:#[0-9a-f]{6}/i.test($(token).attr('style') ?? ''))).toBe(true);
  });
});
