/**
 * The search box run the way a reader's browser runs it, in Node: the plugin's own worker code on
 * build/search-index-*.json, behind this site's ranking and build/search-catalog-*.json. Two test
 * files use it (the tuning sets with the search's behaviours, and the blind sets), so the build
 * tier's two workers score them side by side; within one worker the index loads once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { expect, it, vi } from 'vitest';
import { rankedSearch } from '../../src/plugins/endpoint-search/client/rankedSearch';
import type { SearchCatalog, SearchResult } from '../../src/plugins/endpoint-search/client/types';
import { searchOptions } from '../../config/search';

// SEARCH_BUILD_DIR measures another build (a blind set on the session's starting build, say).
export const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? path.join(__dirname, '../../build'));
export const SUGGESTIONS = searchOptions.searchResultLimits;

// The worker module registers itself with comlink for a browser worker; here it is called directly.
vi.mock('comlink', () => ({ expose: () => undefined }));
// The plugin generates these constants at build time from the options in config/search.ts.
vi.mock('@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants', async () => {
  const { searchOptions: options } = await import('../../config/search');
  return {
    language: options.language,
    removeDefaultStopWordFilter: options.removeDefaultStopWordFilter,
    fuzzyMatchingDistance: options.fuzzyMatchingDistance,
    searchResultLimits: options.searchResultLimits,
    searchIndexUrl: 'search-index{dir}.json',
  };
});

/** Query and the pages (below docs/, '' for the docs home) a reader expects; any one counts. */
export type QuestionSet = Array<[query: string, expected: string[]]>;

export interface SearchHarness {
  /** The box's suggestions for a query. */
  search: (query: string) => Promise<SearchResult[]>;
  /** The worker alone, before the ranking. */
  rawSearch: (query: string, limit: number) => Promise<SearchResult[]>;
  catalog: SearchCatalog;
  /** The URL every doc page starts with. */
  docsRoot: string;
}

export function only(dir: string, pattern: RegExp): string {
  const matches = fs.readdirSync(dir).filter((name) => pattern.test(name));
  if (matches.length !== 1) throw new Error(`Expected one ${pattern} in ${dir}, found ${matches.length}. Build first.`);
  return path.join(dir, matches[0]!);
}

async function load(): Promise<SearchHarness> {
  // The worker's lunr with the same language plugins the generated client constants register.
  const pluginRequire = createRequire(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
  const lunr = pluginRequire('lunr');
  pluginRequire('lunr-languages/lunr.stemmer.support')(lunr);
  pluginRequire('@easyops-cn/docusaurus-search-local/dist/server/shared/lunrLanguageZh').lunrLanguageZh(lunr);
  pluginRequire('lunr-languages/lunr.multi')(lunr);

  const indexFile = only(buildDir, /^search-index-[0-9a-f]+\.json$/);
  const catalog = JSON.parse(
    fs.readFileSync(only(buildDir, /^search-catalog-[0-9a-f]{8}\.json$/), 'utf8'),
  ) as SearchCatalog;
  vi.stubGlobal('location', { origin: 'http://127.0.0.1' });
  vi.stubGlobal('fetch', async () => ({ json: async () => JSON.parse(fs.readFileSync(indexFile, 'utf8')) }));
  const { SearchWorker } = await import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker');
  const worker = new SearchWorker();
  const rawSearch = (query: string, limit: number) => worker.search('/', '', query, limit);
  const anyOperation = catalog.operations[0]!.url;
  return {
    search: (query) => rankedSearch(rawSearch, catalog, query, SUGGESTIONS),
    rawSearch,
    catalog,
    docsRoot: anyOperation.slice(0, anyOperation.indexOf('/docs/') + '/docs/'.length),
  };
}

let loading: Promise<SearchHarness> | undefined;
/** The worker and the catalog of the build, loaded once per test worker. */
export const loadSearch = () => (loading ??= load());

/** Queries whose expected page is first, and among the first three, with the misses. */
export async function count(
  { docsRoot }: SearchHarness,
  set: QuestionSet,
  find: (query: string) => Promise<SearchResult[]>,
) {
  let first = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const [query, expected] of set) {
    const pages = (await find(query)).map((result) => result.document.u.slice(docsRoot.length).replace(/\/$/, ''));
    const rank = pages.slice(0, 3).findIndex((page) => expected.includes(page));
    if (rank === 0) first += 1;
    if (rank >= 0) top3 += 1;
    if (rank !== 0)
      misses.push(`${query} → ${pages.slice(0, 3).join(', ') || '(nothing)'} (wanted ${expected.join(' or ')})`);
  }
  return { first, top3, misses };
}

export interface MeasuredSet {
  name: string;
  set: QuestionSet;
  /** Queries answered first and in the first three on the set's first run, written blind; each floor is two below. */
  measured: [first: number, top3: number];
  /** Sets kept out of tuning print totals only. */
  showMisses?: false;
}

/** Each floor is this many questions below the measure: a wobble passes, a real loss fails. */
const WOBBLE = 2;

/** One test per set: its share first and in the first three printed, and held to its floor. */
export function scoresSets(sets: readonly MeasuredSet[], harness: () => SearchHarness): void {
  for (const { name, set, measured, showMisses } of sets) {
    it(`finds the answer for ${set.length} queries of the ${name}`, async () => {
      expect(set.length).toBeGreaterThanOrEqual(20);
      const { first, top3, misses } = await count(harness(), set, harness().search);
      const percent = (n: number) => `${((100 * n) / set.length).toFixed(1)} %`;
      console.log(`${name}, ${set.length} queries: first ${percent(first)}, first three ${percent(top3)}`);
      if (showMisses !== false && misses.length > 0) console.log(`not first:\n  ${misses.join('\n  ')}`);
      expect(first).toBeGreaterThanOrEqual(measured[0] - WOBBLE);
      expect(top3).toBeGreaterThanOrEqual(measured[1] - WOBBLE);
    }, 60_000);
  }

  it('names only pages that exist in the question sets', () => {
    const { catalog, docsRoot } = harness();
    const pages = new Set(Object.keys(catalog.pages).map((url) => url.slice(docsRoot.length).replace(/\/$/, '')));
    const unknown = sets.flatMap(({ set }) =>
      set.flatMap(([, expected]) => expected.filter((page) => !pages.has(page))),
    );
    expect(unknown).toEqual([]);
  });
}
