/**
 * Builds the small catalog the search box loads with its first query: every operation (method,
 * path, operationId, page URL and title), the concept promotions of config/search.ts resolved to
 * page URLs, and each page's kind and description for the search page.
 */
import { operationRoute } from '../openapi-operations/collections';
import { listOperations } from '../openapi-operations/spec';
import { normaliseConcept } from './client/rankedSearch';
import type { SearchCatalog } from './client/types';

/** The fields of a loaded doc this catalog reads (plugin-content-docs' DocMetadata). */
export interface LoadedDoc {
  source: string;
  permalink: string;
  title: string;
  description: string;
}

/** Which part of the site a page belongs to, for the label on the search page. */
export function pageKind(source: string): 'reference' | 'guide' {
  return /^@site\/docs\/api\//.test(source) ? 'reference' : 'guide';
}

export function buildSearchCatalog(
  docs: readonly LoadedDoc[],
  baseUrl: string,
  definingPages: Readonly<Record<string, readonly string[]>>,
): SearchCatalog {
  const byPermalink = new Map(docs.map((doc) => [doc.permalink, doc]));
  const bySource = new Map(docs.map((doc) => [doc.source.replace(/^@site\/docs\//, ''), doc]));

  const operations = listOperations().map((op) => {
    const url = `${baseUrl}${operationRoute(op.operationId)}`;
    const doc = byPermalink.get(url);
    if (!doc) throw new Error(`endpoint-search: no page at ${url} for operation ${op.operationId}`);
    return { operationId: op.operationId, method: op.method.toUpperCase(), path: op.path, url, title: doc.title };
  });

  const promotions = Object.entries(definingPages).map(([file, terms]) => {
    const doc = bySource.get(file);
    // A renamed or deleted page would silently drop its promotion; fail the build instead.
    if (!doc) throw new Error(`endpoint-search: config/search.ts names docs/${file}, which does not exist`);
    return { terms: terms.map(normaliseConcept), url: doc.permalink, title: doc.title };
  });

  const pages = Object.fromEntries(
    docs.map((doc) => [doc.permalink, { kind: pageKind(doc.source), description: doc.description }]),
  );
  return { operations, promotions, pages };
}
