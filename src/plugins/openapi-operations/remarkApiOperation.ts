/**
 * Remark plugin: expands `<ApiOperation id="createInstallation" />` in docs into
 *   - a real Markdown heading (summary text, anchor = kebab-case operationId), so the operation
 *     appears in the table of contents, in search and in the broken-anchor check;
 *   - the operation's description from the spec, as Markdown;
 *   - the <ApiOperation> component with the operation's contract passed as a JSON prop.
 * An unknown id fails the build, so a page can never show an operation the spec lacks.
 */
import { getDescription, getOperation } from './spec';

type ParseMarkdown = (markdown: string) => Node[];
type Node = { type: string; name?: string; attributes?: any[]; children?: Node[]; [key: string]: any };

function attribute(node: Node, name: string): string | undefined {
  const attr = node.attributes?.find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr) return undefined;
  return typeof attr.value === 'string' ? attr.value : attr.value?.value;
}

function expand(node: Node, file: { path?: string }, parse: ParseMarkdown): Node[] {
  const id = attribute(node, 'id');
  if (!id) throw new Error(`${file.path}: <ApiOperation> needs an id attribute`);
  const operation = getOperation(id);
  if (!operation) throw new Error(`${file.path}: <ApiOperation id="${id}"> is not an operationId in the OpenAPI spec`);
  const level = Number(attribute(node, 'level') ?? 2);
  if (![2, 3, 4].includes(level)) throw new Error(`${file.path}: <ApiOperation level> must be 2, 3 or 4`);

  const heading: Node = {
    type: 'heading',
    depth: level,
    children: [{ type: 'text', value: operation.summary }],
    data: { hProperties: { id: operation.anchor } },
  };
  const description = getDescription(id);
  const descriptionNodes = description ? parse(description) : [];
  const component: Node = {
    type: 'mdxJsxFlowElement',
    name: 'ApiOperation',
    attributes: [{ type: 'mdxJsxAttribute', name: 'operation', value: JSON.stringify(operation) }],
    children: [],
  };
  return [heading, ...descriptionNodes, component];
}

function walk(parent: Node, file: { path?: string }, parse: ParseMarkdown): void {
  if (!parent.children) return;
  const next: Node[] = [];
  for (const child of parent.children) {
    if (child.type === 'mdxJsxFlowElement' && child.name === 'ApiOperation') {
      next.push(...expand(child, file, parse));
    } else {
      walk(child, file, parse);
      next.push(child);
    }
  }
  parent.children = next;
}

export default function remarkApiOperation() {
  return async (tree: Node, file: { path?: string }) => {
    // These packages are ESM-only; Docusaurus' own remark plugins load them the same way.
    const { fromMarkdown } = await import('mdast-util-from-markdown');
    const { gfmFromMarkdown } = await import('mdast-util-gfm');
    const { gfm } = await import('micromark-extension-gfm');
    const parse: ParseMarkdown = (markdown) =>
      fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }).children as Node[];
    walk(tree, file, parse);
  };
}
