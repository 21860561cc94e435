/**
 * The Markdown twin of every doc page: it exists next to the page, carries the page's title and
 * every h2/h3 heading of the built HTML, and has no JSX, imports or admonition fences left.
 */
import { test, expect } from '../support/fixtures';
import { sites } from '../../playwright.config';
import { markdownTwinPath } from '../../src/plugins/llms-txt/twinPath';
import { docSources, withoutCodeBlocks } from './docSources';

const base = sites.main.base;

/** Heading texts of a Markdown document, as a Markdown parser sees them. */
async function markdownHeadings(markdown: string): Promise<string[]> {
  const { fromMarkdown } = await import('mdast-util-from-markdown');
  const { toString } = await import('mdast-util-to-string');
  const { gfm } = await import('micromark-extension-gfm');
  const { gfmFromMarkdown } = await import('mdast-util-gfm');
  const tree = fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] });
  const headings: string[] = [];
  const visit = (node: any) => {
    if (node.type === 'heading') headings.push(toString(node).replace(/\s+/g, ' ').trim());
    node.children?.forEach(visit);
  };
  visit(tree);
  return headings;
}

// The HTML is what the server sends; the twin is compared against it without running scripts.
test.use({ javaScriptEnabled: false });

for (const doc of docSources) {
  test(`Markdown twin of ${doc.route}`, async ({ page, request }) => {
    const twinPath = markdownTwinPath(`${base}${doc.route}`);
    const response = await request.get(twinPath);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(/^text\/markdown/);
    const markdown = await response.text();
    expect(markdown.startsWith(`# ${doc.title}\n`)).toBe(true);

    const prose = withoutCodeBlocks(markdown);
    expect(prose).not.toMatch(/<(ApiOperation|Tabs|TabItem)\b/);
    expect(prose).not.toMatch(/^(import|export) /m);
    expect(prose).not.toMatch(/^:::/m);
    expect(prose, 'front matter is gone').not.toMatch(/^(sidebar_position|keywords):/m);
    // Links to other pages are absolute, not paths to source files.
    expect(prose).not.toMatch(/\]\((?!https?:|mailto:)[^)]*\)/);

    await page.goto(`${base}${doc.route}`);
    const htmlHeadings = await page
      .locator('article .theme-doc-markdown')
      .locator('h2, h3')
      .evaluateAll((nodes) =>
        nodes.map((node) =>
          (node.textContent ?? '')
            .replace(/\u200b/g, '')
            .replace(/\s+/g, ' ')
            .trim(),
        ),
      );
    expect(htmlHeadings.length).toBeGreaterThan(0);
    const twinHeadings = await markdownHeadings(markdown);
    for (const heading of htmlHeadings) expect(twinHeadings, `heading "${heading}"`).toContain(heading);

    // The page offers its twin.
    await expect(page.getByRole('link', { name: 'View as Markdown' })).toHaveAttribute('href', twinPath);
  });
}
