/**
 * One committed stub page per operation (front matter, then `<ApiOperation>`) and each
 * collection's _category_.json, so the docs plugin sees ordinary files; see index.ts for drift.
 */
import fs from 'node:fs';
import path from 'node:path';
import { serviceRoot } from './codeSamples';
import { collectionOperations, collections, kebabCase } from './collections';
import type { OperationView } from './types';

export const docsDir = path.resolve(__dirname, '../../../docs');
const GENERATED_MARK = 'Generated from openapi/accounting-system.yaml by `npm run generate:api`';

/** First sentence of a Markdown description as plain text, for the meta description. */
export function firstSentence(markdown: string): string {
  const plain = markdown
    .split(/\n\s*\n/)[0]!
    .replace(/\[([^\]]+)\]\([^)]+\)/g, '$1')
    // Code and emphasis marks go; underscores inside names (external_id) stay.
    .replace(/[`*]/g, '')
    .replace(/(^|\W)_+(\S[^_]*?)_+(?=\W|$)/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
  const match = plain.match(/^.+?[.!?](?=\s|$)/);
  return (match ? match[0] : plain).trim();
}

/**
 * An operation's page: front matter (JSON strings are valid YAML), then the element that renders it.
 * `root` is the prefix every path shares; a keyword without it matches a path pasted after BASE_URL.
 */
export function operationPageSource(op: OperationView, position: number, root: string): string {
  const sentence = firstSentence(op.description);
  const description = `${op.method} ${op.path}. ${sentence || op.summary}`;
  const keywords = [op.operationId, `${op.method} ${op.path}`, op.path.slice(root.length)];
  return [
    '---',
    `id: ${kebabCase(op.operationId)}`,
    `title: ${JSON.stringify(op.summary)}`,
    `description: ${JSON.stringify(description)}`,
    `sidebar_position: ${position}`,
    `sidebar_class_name: api-sidebar-item api-sidebar-item--${op.method.toLowerCase()}`,
    'hide_table_of_contents: true',
    `keywords: [${keywords.map((keyword) => JSON.stringify(keyword)).join(', ')}]`,
    '---',
    '',
    `{/* ${GENERATED_MARK}: edit the contract, not this file. */}`,
    '',
    `<ApiOperation id="${op.operationId}" />`,
    '',
  ].join('\n');
}

/** Every page the contract calls for: path relative to docs/ → file contents. */
export function expectedOperationPages(operations: OperationView[]): Map<string, string> {
  const pages = new Map<string, string>();
  const root = serviceRoot(operations.map((op) => op.path));
  collections.forEach((collection, position) => {
    // The sidebar category; its index.md (the overview, written by hand) is its link and first page.
    const category = { label: collection.label, position: position + 1, collapsed: true };
    pages.set(`api/${collection.slug}/_category_.json`, `${JSON.stringify(category, null, 2)}\n`);
    collectionOperations(collection, operations).forEach((op, index) =>
      pages.set(`api/${collection.slug}/${kebabCase(op.operationId)}.mdx`, operationPageSource(op, index + 2, root)),
    );
  });
  return pages;
}

/** Generated pages on disk (recognised by their generated mark). */
function generatedPagesOnDisk(): Map<string, string> {
  const found = new Map<string, string>();
  const apiDir = path.join(docsDir, 'api');
  for (const entry of fs.readdirSync(apiDir, { withFileTypes: true, recursive: true })) {
    const isCategory = entry.name === '_category_.json' && entry.parentPath !== apiDir;
    if (!entry.isFile() || !(entry.name.endsWith('.mdx') || isCategory)) continue;
    const file = path.join(entry.parentPath, entry.name);
    const source = fs.readFileSync(file, 'utf8');
    if (isCategory || source.includes(GENERATED_MARK)) {
      found.set(path.relative(docsDir, file).split(path.sep).join('/'), source);
    }
  }
  return found;
}

/** What differs between the contract and the committed pages (empty when they match). */
export function operationPageDrift(operations: OperationView[]): string[] {
  const expected = expectedOperationPages(operations);
  const actual = generatedPagesOnDisk();
  const drift: string[] = [];
  for (const [file, source] of expected) {
    if (!actual.has(file)) drift.push(`missing docs/${file}`);
    else if (actual.get(file) !== source) drift.push(`outdated docs/${file}`);
  }
  for (const file of actual.keys()) if (!expected.has(file)) drift.push(`stale docs/${file}`);
  return drift;
}

/** Writes the pages and removes generated pages the contract no longer has. */
export function writeOperationPages(operations: OperationView[]): { pages: number; categories: number } {
  const expected = expectedOperationPages(operations);
  for (const file of generatedPagesOnDisk().keys()) {
    if (!expected.has(file)) fs.rmSync(path.join(docsDir, file));
  }
  for (const [file, source] of expected) {
    fs.mkdirSync(path.dirname(path.join(docsDir, file)), { recursive: true });
    fs.writeFileSync(path.join(docsDir, file), source);
  }
  const categories = [...expected.keys()].filter((file) => file.endsWith('_category_.json')).length;
  return { pages: expected.size - categories, categories };
}
