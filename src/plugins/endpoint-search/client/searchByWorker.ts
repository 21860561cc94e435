/**
 * Stands in for the local-search plugin's `searchByWorker` module (swapped in by ../index.ts), so
 * the plugin's search box and this site's search page both get endpoint-aware ranking. The
 * catalog is loaded with the first query, not with every page.
 */
import {
  fetchIndexesByWorker as fetchIndexes,
  searchByWorker as searchIndex,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import siteConfig from '@generated/docusaurus.config';
import catalogFile from '@generated/endpoint-search/default/search-catalog-file.json';
import { noResultHelp } from './noResultHelp';
import { rankedSearch } from './rankedSearch';
import type { SearchCatalog, SearchResult } from './types';

let catalog: Promise<SearchCatalog> | undefined;

export function loadSearchCatalog(): Promise<SearchCatalog> {
  catalog ??= fetch(`${siteConfig.baseUrl}${catalogFile.file}`).then((response) => {
    if (!response.ok) throw new Error(`Search catalog: HTTP ${response.status}`);
    return response.json() as Promise<SearchCatalog>;
  });
  // A failed fetch is retried with the next query instead of being remembered.
  catalog.catch(() => {
    catalog = undefined;
  });
  return catalog;
}

/** The search box calls this on focus: fetch the catalog alongside the index. */
export async function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void> {
  loadSearchCatalog().catch(() => undefined);
  await fetchIndexes(baseUrl, searchContext);
}

/** This site's ranking over the plugin's worker; the search page's results. */
export async function searchPages(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  const loaded = await loadSearchCatalog().catch(() => null);
  // Without the catalog, readers still get the plugin's own results.
  if (!loaded) return searchIndex(baseUrl, searchContext, input, limit);
  return rankedSearch((query, max) => searchIndex(baseUrl, searchContext, query, max), loaded, input, limit);
}

/** The search box's suggestions: the results, or for a query that finds nothing, where to go. */
export async function searchByWorker(
  baseUrl: string,
  searchContext: string,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  const results = await searchPages(baseUrl, searchContext, input, limit);
  if (results.length > 0 || !input.trim()) return results;
  const loaded = await loadSearchCatalog().catch(() => null);
  return loaded ? noResultHelp(input, loaded, `${siteConfig.baseUrl}search`) : results;
}
