import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '@playwright/test';
import { pathMatches, specOperations, walkFiles } from '../support/spec';

const buildDir = path.resolve(__dirname, '../../build');
const docsDir = path.resolve(__dirname, '../../docs');

test('every operation in the spec is rendered on exactly one page of the built site', () => {
  const pagesByOperation = new Map<string, string[]>();
  for (const file of walkFiles(path.join(buildDir, 'docs'), /\.html$/)) {
    const html = fs.readFileSync(file, 'utf8');
    for (const match of html.matchAll(/data-operation-id="?([A-Za-z0-9]+)/g)) {
      const pages = pagesByOperation.get(match[1]!) ?? [];
      pages.push(path.relative(buildDir, file));
      pagesByOperation.set(match[1]!, pages);
    }
  }
  const operations = specOperations();
  expect(operations.length).toBeGreaterThan(0);
  const problems = operations
    .map((op) => ({ id: op.operationId, pages: pagesByOperation.get(op.operationId) ?? [] }))
    .filter(({ pages }) => pages.length !== 1)
    .map(({ id, pages }) => `${id}: rendered on ${pages.length} page(s) ${pages.join(', ')}`);
  expect(problems).toEqual([]);
  const unknown = [...pagesByOperation.keys()].filter((id) => !operations.some((op) => op.operationId === id));
  expect(unknown, 'rendered operations missing from the spec').toEqual([]);
});

test('every endpoint a doc page names (METHOD /accounting-system/...) exists in the spec', () => {
  const operations = specOperations();
  const mention = /\b(GET|POST|PUT|PATCH|DELETE)\s+(?:\{host\}|https?:\/\/[^\s/`]+)?(\/accounting-system\/[^\s`"'()<>?#,;]*)/g;
  const problems: string[] = [];
  let mentions = 0;
  for (const file of walkFiles(docsDir, /\.mdx?$/)) {
    const text = fs.readFileSync(file, 'utf8');
    for (const match of text.matchAll(mention)) {
      mentions += 1;
      const [, method, rawPath] = match;
      const cleanPath = rawPath!.replace(/[.:]+$/, '').replace(/\/$/, '');
      const known = operations.some((op) => op.method === method && pathMatches(op.path, cleanPath));
      if (!known) problems.push(`${path.relative(docsDir, file)}: ${method} ${cleanPath}`);
    }
  }
  expect(mentions, 'the docs name endpoints').toBeGreaterThan(20);
  expect(problems).toEqual([]);
});
