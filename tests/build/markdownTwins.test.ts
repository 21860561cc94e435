/**
 * The Markdown twin of every doc page: it sits next to the page, starts with the page's title,
 * has no JSX, imports or directives left, links absolutely, and says what the page says: the
 * same h2/h3 headings, the same tables cell by cell and, on operation pages, the same fields.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import { fromMarkdown } from 'mdast-util-from-markdown';
import { gfmFromMarkdown } from 'mdast-util-gfm';
import { toString } from 'mdast-util-to-string';
import { gfm } from 'micromark-extension-gfm';
import { markdownTwinPath } from '../../src/plugins/llms-txt/twinPath';
import { docSources, withoutCodeBlocks } from '../support/docSources';
import { base, builtFile, clean, expectEvery, page } from './site';

type Node = { type: string; children?: Node[]; value?: string };

function markdownTree(markdown: string): Node {
  return fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }) as Node;
}

function nodes(tree: Node, type: string, found: Node[] = []): Node[] {
  if (tree.type === type) found.push(tree);
  for (const child of tree.children ?? []) nodes(child, type, found);
  return found;
}

const twinTables = (tree: Node) =>
  nodes(tree, 'table').map((table) =>
    (table.children ?? []).map((row) => (row.children ?? []).map((cell) => clean(toString(cell as never)))),
  );

const htmlTables = ($: CheerioAPI) =>
  $('article .theme-doc-markdown table')
    .toArray()
    .map((table) =>
      $(table)
        .find('tr')
        .toArray()
        .map((row) =>
          $(row)
            .find('th, td')
            .toArray()
            .map((cell) => clean($(cell).text())),
        ),
    );

/** Names of the stacked field entries (parameters, body and response fields), in order. */
const htmlFields = ($: CheerioAPI) =>
  $('.api-fields li')
    .toArray()
    .map((item) => clean($(item).find('code').first().text()));
const twinFields = (markdown: string) => [...markdown.matchAll(/^\s*[-*] `([^`]+)` · /gm)].map((m) => m[1]);

const twinOf = (route: string) => {
  const file = builtFile(markdownTwinPath(`${base}${route}`));
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : undefined;
};

describe('the Markdown twin of every doc page', () => {
  it('exists, starts with the title and has no MDX left', () => {
    expectEvery(docSources, (doc) => doc.route, (doc) => {
      const markdown = twinOf(doc.route);
      if (markdown === undefined) return 'no twin in the build';
      expect(markdown.startsWith(`# ${doc.title}\n`), 'starts with the title').toBe(true);
      const prose = withoutCodeBlocks(markdown);
      expect(prose).not.toMatch(/<(ApiOperation\w*|Tabs|TabItem)\b/);
      expect(prose).not.toMatch(/^(import|export) /m);
      expect(prose).not.toMatch(/^:::/m);
      expect(prose, 'front matter is gone').not.toMatch(/^(sidebar_position|keywords):/m);
      expect(prose, 'links are absolute').not.toMatch(/\]\((?!https?:|mailto:)[^)]*\)/);
    });
  });

  it('has every h2/h3 heading, every table and every field of the page', () => {
    expectEvery(docSources, (doc) => doc.route, ({ route }) => {
      const $ = page(route);
      const markdown = twinOf(route) ?? '';
      const tree = markdownTree(markdown);
      const twinHeadings = nodes(tree, 'heading').map((h) => clean(toString(h as never)));
      const pageHeadings = $('article .theme-doc-markdown')
        .find('h2, h3')
        .toArray()
        .map((h) => clean($(h).text()));
      for (const heading of pageHeadings) expect(twinHeadings, `heading "${heading}"`).toContain(heading);
      expect(twinTables(tree), 'tables').toEqual(htmlTables($));
      expect(twinFields(markdown), 'fields').toEqual(htmlFields($));
      // The comparison must have something to compare where the page has it.
      if ($('[data-operation-id]').length) expect(htmlFields($).length + $('.api-errors tr').length).toBeGreaterThan(0);
    });
  });

  it('is offered by the page', () => {
    expectEvery(docSources, (doc) => doc.route, ({ route }) => {
      const $ = page(route);
      expect($('a').filter((_, a) => $(a).text().trim() === 'View as Markdown').attr('href')).toBe(
        markdownTwinPath(`${base}${route}`),
      );
    });
  });
});
