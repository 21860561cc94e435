/**
 * The docs' Markdown parsed as Docusaurus parses it (MDX, GFM, directives, front matter), for
 * the diagram pre-renderer and the Markdown twins; the ESM-only parsers load on first use.
 */
export async function loadDocsMarkdownParser() {
  const { fromMarkdown } = await import('mdast-util-from-markdown');
  const { mdxjs } = await import('micromark-extension-mdxjs');
  const { mdxFromMarkdown } = await import('mdast-util-mdx');
  const { gfm } = await import('micromark-extension-gfm');
  const { gfmFromMarkdown } = await import('mdast-util-gfm');
  const { directive } = await import('micromark-extension-directive');
  const { directiveFromMarkdown } = await import('mdast-util-directive');
  const { frontmatter } = await import('micromark-extension-frontmatter');
  const { frontmatterFromMarkdown } = await import('mdast-util-frontmatter');
  /** @param {string} source */
  return (source) =>
    fromMarkdown(source, {
      extensions: [frontmatter(['yaml']), mdxjs(), gfm(), directive()],
      mdastExtensions: [
        frontmatterFromMarkdown(['yaml']),
        mdxFromMarkdown(),
        gfmFromMarkdown(),
        directiveFromMarkdown(),
      ],
    });
}
