/**
 * A doc page's MDX as plain Markdown, with no JSX left: API elements become the page's own nodes, tabs
 * sections, admonitions quoted blocks, links absolute URLs; an unknown element keeps only its content.
 */
import path from 'node:path';
import { loadDocsMarkdownParser } from '../../../lib/docsMarkdownParser.mjs';
import { attribute, expandApiElement, loadMarkdownParser } from '../openapi-operations/remarkApiOperation';
import { heading, link, paragraph, strong, text, type MdNode } from '../openapi-operations/operationMdast';

export interface PageContext {
  /** Absolute path of the page's source file. */
  sourceFile: string;
  /** Absolute URL of the HTML page. */
  pageUrl: string;
  /** Absolute URL of the site root (origin + base path, with a trailing slash). */
  siteRoot: string;
  /** Absolute URL of the HTML page for a doc source file, if that file is a doc. */
  urlForSource: (absoluteFile: string) => string | undefined;
}

const ADMONITIONS = ['note', 'tip', 'info', 'warning', 'caution', 'danger', 'important'];

type Tools = Awaited<ReturnType<typeof loadTools>>;

/** The parsers are ESM-only; Docusaurus' own remark plugins load them the same way. */
async function loadTools() {
  const { toMarkdown } = await import('mdast-util-to-markdown');
  const { gfmToMarkdown } = await import('mdast-util-gfm');
  const parseDocsMarkdown = await loadDocsMarkdownParser();
  const parseMdx = (source: string): MdNode => parseDocsMarkdown(source) as unknown as MdNode;
  const parseMarkdown = await loadMarkdownParser();
  const print = (tree: MdNode): string =>
    toMarkdown(tree as never, {
      bullet: '-',
      emphasis: '_',
      strong: '*',
      fence: '`',
      fences: true,
      rule: '-',
      listItemIndent: 'one',
      extensions: [gfmToMarkdown({ tablePipeAlign: false })],
    });
  return { parseMdx, parseMarkdown, print };
}

let toolsPromise: Promise<Tools> | undefined;
const tools = () => (toolsPromise ??= loadTools());

function resolveUrl(url: string, page: PageContext): string {
  if (url.startsWith('#')) return page.pageUrl + url;
  if (url.startsWith('pathname://')) return page.siteRoot + url.slice('pathname://'.length).replace(/^\/+/, '');
  if (/^[a-z][a-z0-9+.-]*:/i.test(url)) return url;
  if (url.startsWith('/')) return page.siteRoot + url.replace(/^\/+/, '');
  const [filePart = '', hash] = url.split('#');
  if (/\.mdx?$/.test(filePart)) {
    const target = path.resolve(path.dirname(page.sourceFile), decodeURIComponent(filePart));
    const resolved = page.urlForSource(target);
    if (!resolved) throw new Error(`${page.sourceFile}: link to ${url} does not point at a doc page`);
    return hash ? `${resolved}#${hash}` : resolved;
  }
  return new URL(url, page.pageUrl).href;
}

/** The page's nodes rewritten; `depth` is the level of the heading they sit under. */
function rewriter(page: PageContext, source: string, t: Tools) {
  const transform = (nodes: MdNode[], state: { depth: number }): MdNode[] =>
    nodes.flatMap((node): MdNode[] => {
      switch (node.type) {
        case 'yaml':
        case 'mdxjsEsm':
        case 'mdxFlowExpression':
        case 'mdxTextExpression':
          // Front matter, imports/exports and {/* comments */} have no place in plain Markdown.
          return [];
        case 'heading':
          state.depth = node.depth ?? state.depth;
          return [{ ...node, children: transform(node.children ?? [], state) }];
        case 'link':
        case 'definition':
          return [
            {
              ...node,
              url: resolveUrl(node.url ?? '', page),
              ...(node.children ? { children: transform(node.children, state) } : {}),
            },
          ];
        case 'containerDirective': {
          const children = node.children ?? [];
          const titleNode = children.find((child) => child.data?.directiveLabel);
          const body = children.filter((child) => child !== titleNode);
          if (!ADMONITIONS.includes(node.name ?? '')) return transform(body, state);
          const label = node.name![0]!.toUpperCase() + node.name!.slice(1);
          const title = titleNode ? transform(titleNode.children ?? [], state) : [];
          const caption = paragraph(strong(text(title.length ? `${label}: ` : label), ...title));
          return [{ type: 'blockquote', children: [caption, ...transform(body, state)] }];
        }
        case 'leafDirective':
        case 'textDirective': {
          // Text such as `a:b` that only looks like a directive stays verbatim, as Docusaurus keeps it.
          const start = node.position?.start.offset;
          const end = node.position?.end.offset;
          const value = text(start !== undefined && end !== undefined ? source.slice(start, end) : `:${node.name}`);
          return [node.type === 'leafDirective' ? paragraph(value) : value];
        }
        case 'mdxJsxFlowElement':
        case 'mdxJsxTextElement':
          return element(node, state);
        default:
          return [node.children ? { ...node, children: transform(node.children, state) } : node];
      }
    });

  const element = (node: MdNode, state: { depth: number }): MdNode[] => {
    const expanded = expandApiElement(node, page.sourceFile, t.parseMarkdown);
    if (expanded) return transform(expanded, state);
    // A <details> summary reads as a bold line above what it folds.
    if (node.name === 'summary') return [paragraph(strong(...transform(node.children ?? [], state)))];
    if (node.name === 'Tabs') {
      const sectionDepth = Math.min(6, state.depth + 1);
      return (node.children ?? []).flatMap((child) => {
        if (child.type !== 'mdxJsxFlowElement' || child.name !== 'TabItem') return transform([child], { ...state });
        const label = attribute(child, 'label') ?? attribute(child, 'value') ?? 'Tab';
        // Headings inside a tab stay local to it; the next tab starts from the same level.
        return [heading(sectionDepth, label), ...transform(child.children ?? [], { depth: sectionDepth })];
      });
    }
    // Any other element (a <details>, a <br/>) keeps its content only.
    return transform(node.children ?? [], state);
  };
  return transform;
}

/** The Markdown twin of one page: title, description, address, then the content. */
export async function renderPageMarkdown(
  source: string,
  meta: { title: string; description: string },
  page: PageContext,
): Promise<string> {
  const t = await tools();
  const tree = t.parseMdx(source);
  const body = rewriter(page, source, t)(tree.children ?? [], { depth: 1 });
  const intro: MdNode[] = [
    heading(1, meta.title),
    ...(meta.description ? [{ type: 'blockquote', children: [paragraph(text(meta.description))] }] : []),
    paragraph(text('Source: '), link(page.pageUrl, text(page.pageUrl))),
  ];
  const root: MdNode = { type: 'root', children: [...intro, ...body] };
  return t.print(root);
}
