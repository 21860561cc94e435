/**
 * No dead end: for a query that finds nothing ("xyzzy", or Chinese "数据" on this English site),
 * the nearest words of the site (one or two letters off) and the pages most readers want. Labels
 * are in both languages of the index, English and Chinese.
 */
import type { SearchCatalog, SearchResult } from './types';

export const HELP_LABEL = 'No results · 没有结果';
export const POPULAR_LABEL = 'Popular pages · 常用页面';
export const NEAREST_LABEL = 'Did you mean · 您是不是要找';
const MAX_NEAREST = 3;

/** Levenshtein distance, stopping early past `max`. */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    if (Math.min(...current) > max) return max + 1;
    previous = current;
  }
  return previous[b.length]!;
}

/** The site's words nearest to the query's words, best first. */
export function nearestTerms(query: string, vocabulary: readonly string[]): string[] {
  const words = query.toLowerCase().match(/\p{L}{3,}/gu) ?? [];
  const scored = new Map<string, number>();
  for (const word of words) {
    const max = word.length > 5 ? 2 : 1;
    for (const term of vocabulary) {
      const d = distance(word, term, max);
      if (d <= max && d < (scored.get(term) ?? Infinity)) scored.set(term, d);
    }
  }
  return [...scored]
    .sort((a, b) => a[1] - b[1] || a[0].localeCompare(b[0]))
    .slice(0, MAX_NEAREST)
    .map(([term]) => term);
}

/**
 * Suggestions for the search box: a search for each nearest word, then the popular pages, each
 * with a short path line that says why it is offered (the box is narrow on a phone).
 */
export function noResultHelp(query: string, catalog: SearchCatalog, searchPageUrl: string): SearchResult[] {
  const nearest = nearestTerms(query, catalog.vocabulary).map((term, i) => ({
    document: {
      i: -1 - i,
      t: term,
      u: `${searchPageUrl}?q=${encodeURIComponent(term)}`,
      b: [HELP_LABEL, NEAREST_LABEL],
    },
    type: 0,
    page: undefined,
    metadata: { '': { t: { position: [[0, 0]] as Array<[number, number]> } } },
    tokens: [],
  }));
  const popular = catalog.popular.map((page, i) => ({
    document: { i: -100 - i, t: page.title, u: page.url, b: [HELP_LABEL] },
    type: 0,
    page: undefined,
    metadata: { '': { t: { position: [[0, 0]] as Array<[number, number]> } } },
    tokens: [],
  }));
  return [...nearest, ...popular];
}
