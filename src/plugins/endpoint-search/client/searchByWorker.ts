/** Stands in for the plugin's `searchByWorker` module (../index.ts swaps it): the box and the page get this site's ranking. */
import {
  fetchIndexesByWorker as fetchIndexes,
  searchByWorker as searchIndex,
} from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker';
import siteConfig from '@generated/docusaurus.config';
import { newestWins } from './newestWins';
import { noResultHelp } from './noResultHelp';
import { rankedSearch, withPageUrl } from './rankedSearch';
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

let index: Promise<void> | undefined;
let indexState: 'loading' | 'ready' | 'failed' = 'loading';
/** The lunr index in the worker, asked for once (the worker keeps a failed load failed). */
export const loadIndex = () =>
  (index ??= indexBase()
    .then((base) => fetchIndexes(base, ''))
    .then(
      () => void (indexState = 'ready'),
      (error: unknown) => {
        indexState = 'failed';
        throw error;
      },
    ));
export const indexReady = () => indexState === 'ready';
const indexFailed = () => indexState === 'failed';

/** The search box calls this on the first sign of intent: it is ready with the catalog; the index loads beside it. */
export async function fetchIndexesByWorker(): Promise<void> {
  const index = loadIndex();
  index.catch(() => undefined);
  // Without the catalog, the box waits for the index as the plugin's does.
  await loadSearchCatalog().catch(() => index);
}

/** The search page's results. */
export async function searchPages(input: string, limit: number): Promise<SearchResult[]> {
  const base = await indexBase();
  const catalog = await loadSearchCatalog().catch(() => null);
  // Without the index, the catalog still answers.
  const search = (query: string, max: number) =>
    searchIndex(base, '', query, max).catch((error: unknown) => {
      if (catalog) return [];
      throw error;
    });
  // Without the catalog, readers still get the plugin's own results.
  return catalog ? rankedSearch(search, catalog, input, limit) : (await search(input, limit)).map(withPageUrl);
}

const searchNewest = newestWins(searchPages);

/** The search box's suggestions: the results, or for a query that finds nothing, where to go. */
export async function searchByWorker(_baseUrl: string, _context: string, input: string, limit: number) {
  if (!indexReady()) {
    // Until the index is in, the catalog answers; twoStage.ts adds the rest.
    const catalog = await loadSearchCatalog().catch(() => null);
    const quick = catalog ? await rankedSearch(async () => [], catalog, input, limit, { typing: true }) : [];
    if (quick.length > 0 || indexFailed()) return quick;
    await loadIndex().catch(() => undefined);
    if (indexFailed()) return quick;
  }
  const results = await searchNewest(input, limit);
  // Replaced by a newer query before it ran: the box has moved on, so no help for it either.
  if (!results) return [];
  if (results.length > 0 || !input.trim()) return results;
  const catalog = await loadSearchCatalog().catch(() => null);
  return catalog ? noResultHelp(input, catalog, `${siteConfig.baseUrl}search`) : results;
}
