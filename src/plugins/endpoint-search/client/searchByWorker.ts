/** Stands in for the plugin's `searchByWorker` module (../index.ts swaps it): the box and the page get this site's ranking. */
import {
  fetchIndexesByWorker as fetchIndexes,
  searchByWorker as searchIndex,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import siteConfig from '@generated/docusaurus.config';
import { noResultHelp } from './noResultHelp';
import { rankedSearch } from './rankedSearch';
import type { SearchCatalog, SearchResult } from './types';

const loaded = new Map<string, Promise<unknown>>();

/** A JSON file of the build, fetched once; a failed fetch is tried again on the next call. */
function fetchJson<T>(file: string): Promise<T> {
  if (!loaded.has(file)) {
    const promise = fetch(`${siteConfig.baseUrl}${file}`).then((response) => {
      if (!response.ok) throw new Error(`Search: ${file} answered HTTP ${response.status}`);
      return response.json();
    });
    loaded.set(file, promise);
    promise.catch(() => loaded.delete(file));
  }
  return loaded.get(file) as Promise<T>;
}

const searchFiles = () => fetchJson<{ index: string; catalog: string }>('search-files.json');

export const loadSearchCatalog = () => searchFiles().then((files) => fetchJson<SearchCatalog>(files.catalog));

/** The worker fetches `${baseUrl}search-index.json`: with "<named index>#" as base it fetches that. */
const indexBase = async () => `${siteConfig.baseUrl}${(await searchFiles()).index}#`;

/** The search box calls this on focus: fetch the catalog alongside the index. This site has no search contexts. */
export async function fetchIndexesByWorker(): Promise<void> {
  loadSearchCatalog().catch(() => undefined);
  await fetchIndexes(await indexBase(), '');
}

/** This site's ranking over the plugin's worker; the search page's results. */
export async function searchPages(input: string, limit: number): Promise<SearchResult[]> {
  const base = await indexBase();
  const search = (query: string, max: number) => searchIndex(base, '', query, max);
  const catalog = await loadSearchCatalog().catch(() => null);
  // Without the catalog, readers still get the plugin's own results.
  return catalog ? rankedSearch(search, catalog, input, limit) : search(input, limit);
}

/** The search box's suggestions: the results, or for a query that finds nothing, where to go. */
export async function searchByWorker(_baseUrl: string, _context: string, input: string, limit: number) {
  const results = await searchPages(input, limit);
  if (results.length > 0 || !input.trim()) return results;
  const catalog = await loadSearchCatalog().catch(() => null);
  return catalog ? noResultHelp(input, catalog, `${siteConfig.baseUrl}search`) : results;
}
