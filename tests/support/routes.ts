/**
 * The site's routes, relative to the base path, and the heading each should show, read from the
 * docs folder itself: its hand-written pages, front matter and _category_.json files.
 */
import fs from 'node:fs';
import path from 'node:path';

import { operationRoute } from '../../src/plugins/openapi-operations/collections';
import { listOperations } from '../../src/plugins/openapi-operations/spec';
import { docSources, repoRoot, type DocSource } from './docSources';

const docsDir = path.join(repoRoot, 'docs');

/** Operation pages are generated from the contract; every other doc is written by hand. */
const operationRoutes = new Set(listOperations().map((op) => operationRoute(op.operationId)));

/** Every hand-written doc page but the docs root, as routes under `docs/`. */
export const docPages = docSources
  .filter((doc) => doc.route !== 'docs/' && !operationRoutes.has(doc.route))
  .map((doc) => doc.route.slice('docs/'.length));

/** Each folder's _category_.json that gives its category a page of its own (`link.slug`). */
const categoryMeta = fs
  .readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
  .filter((relative) => path.basename(relative) === '_category_.json')
  .sort()
  .map((relative) => JSON.parse(fs.readFileSync(path.join(docsDir, relative), 'utf8')))
  .filter((meta) => meta.link?.slug?.startsWith('/category/'));

/** The category pages, by slug under `docs/category/`. */
export const categoryPages = categoryMeta.map((meta) => String(meta.link.slug).slice('/category/'.length));

function sourceOf(route: string): DocSource {
  const doc = docSources.find((candidate) => candidate.route === (route === '' ? 'docs/' : `docs/${route}`));
  if (!doc) throw new Error(`No source file for doc route ${route}`);
  return doc;
}

/** The Markdown source of a doc route. */
export function docSource(route: string): string {
  return fs.readFileSync(path.join(repoRoot, sourceOf(route).file), 'utf8');
}

export function docTitle(route: string): string {
  return sourceOf(route).title;
}

export function categoryLabel(slug: string): string {
  const meta = categoryMeta.find((candidate) => candidate.link.slug === `/category/${slug}`);
  if (!meta) throw new Error(`No category with slug ${slug}`);
  return meta.label;
}

/** The docs root (`docs/`) is the overview of the service (system/accounting_system_api.md). */
export const rootDocTitle = () => sourceOf('').title;
