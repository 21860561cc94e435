/**
 * Remark plugin: expands our API elements (`<ApiOperation>` and the rest, below) into plain Markdown, so it is
 * in the HTML, the search index and the link check; an unknown id fails the build. API paths written as
 * inline code get the generated ones' break points.
 */
import {
  collectionTableNodes,
  environmentNodes,
  operationLinkNodes,
  operationNodes,
  pathCode,
  pythonClientParagraph,
  type MdNode,
  type ParseMarkdown,
} from './operationMdast';
import { METHODS } from '../../../lib/contractOperations.mjs';
import { loadRecord, releaseOperationsMarkdown } from './releaseHistory';
import { apiEnvironments, getOperation, listOperations } from './spec';

/** A JSX attribute's value; `level={3}` arrives as an expression whose source is the number. */
export function attribute(node: MdNode, name: string): string | undefined {
  const attr = (node.attributes ?? []).find((a) => a.type === 'mdxJsxAttribute' && a.name === name);
  if (!attr) return undefined;
  return typeof attr.value === 'string' ? attr.value : (attr.value as { value?: string } | null)?.value;
}

const inlineCodes = (nodes: MdNode[]): string[] =>
  nodes.flatMap((node) => (node.type === 'inlineCode' ? [String(node.value)] : inlineCodes(node.children ?? [])));

/** The nodes an API element stands for, or undefined when `node` is not one of ours. */
export function expandApiElement(node: MdNode, where: string, parse: ParseMarkdown): MdNode[] | undefined {
  if (node.type !== 'mdxJsxFlowElement') return undefined;
  if (node.name === 'ApiOperation') {
    const id = attribute(node, 'id');
    if (!id) throw new Error(`${where}: <ApiOperation> needs an id attribute`);
    const operation = getOperation(id);
    if (!operation) throw new Error(`${where}: <ApiOperation id="${id}"> is not an operationId in the OpenAPI spec`);
    return operationNodes(operation, parse);
  }
  if (node.name === 'ApiOperationLink') {
    const id = attribute(node, 'id');
    const operation = id ? getOperation(id) : undefined;
    if (!operation)
      throw new Error(`${where}: <ApiOperationLink id="${id ?? ''}"> is not an operationId in the OpenAPI spec`);
    return operationLinkNodes(operation);
  }
  if (node.name === 'ReleaseOperations') {
    const version = attribute(node, 'version');
    if (!version) throw new Error(`${where}: <ReleaseOperations> needs a version attribute`);
    // Its content, the changelog's words on what replaced the removed operations, goes after the breaking changes.
    const content = node.children ?? [];
    const [breaking, rest] = releaseOperationsMarkdown(version, loadRecord(), listOperations(), inlineCodes(content));
    // Its operations, generated and written, break at their slashes like any other path on the page.
    const entry: MdNode = { type: 'root', children: [...parse(breaking), ...content, ...parse(rest)] };
    walk(entry, where, parse);
    return entry.children!;
  }
  if (node.name === 'ApiEnvironments') return environmentNodes(apiEnvironments());
  if (node.name === 'PythonClientNote') return [pythonClientParagraph(true)];
  if (node.name === 'ApiOperationTable') {
    const slug = attribute(node, 'collection');
    if (!slug) throw new Error(`${where}: <ApiOperationTable> needs a collection attribute`);
    return collectionTableNodes(slug, listOperations());
  }
  return undefined;
}

/** An API path in inline code: two or more segments or a URL with a path, maybe after a method (`POST /projects/{id}`). */
const API_PATH = new RegExp(
  `^(?:(?:${METHODS.join('|').toUpperCase()})[ \u00a0])?(?:https?://[^\\s/]+(?:/[^\\s/]+)+|(?:/[^\\s/]+){2,})/?$`,
);
const isApiPath = (value: string) => API_PATH.test(value);

function walk(parent: MdNode, where: string, parse: ParseMarkdown): void {
  if (!parent.children) return;
  parent.children = parent.children.flatMap((child) => {
    const expanded = expandApiElement(child, where, parse);
    if (expanded) return expanded;
    if (child.type === 'inlineCode' && typeof child.value === 'string' && isApiPath(child.value)) {
      return [pathCode(child.value)];
    }
    walk(child, where, parse);
    return [child];
  });
}

/** Parser for Markdown from the contract (GFM, no MDX: descriptions are plain Markdown). */
export async function loadMarkdownParser(): Promise<ParseMarkdown> {
  // These packages are ESM-only; Docusaurus' own remark plugins load them the same way.
  const { fromMarkdown } = await import('mdast-util-from-markdown');
  const { gfmFromMarkdown } = await import('mdast-util-gfm');
  const { gfm } = await import('micromark-extension-gfm');
  return (markdown) =>
    fromMarkdown(markdown, { extensions: [gfm()], mdastExtensions: [gfmFromMarkdown()] }).children as MdNode[];
}

export default function remarkApiOperation() {
  return async (tree: MdNode, file: { path?: string }) => {
    walk(tree, file.path ?? 'a doc page', await loadMarkdownParser());
  };
}
