/** No dead end: a query that finds nothing is told so in its language, and offered near words and popular pages. */
import { contentWords, stem } from '../words';
import { helpRow, helpWords } from './helpWords';
import type { SearchCatalog, SearchResult } from './types';

const MAX_NEAREST = 3;

/** Edit distance, a swap of two letters one edit (words of different lengths are at least that far apart). */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        current[j] = Math.min(current[j]!, before[j - 2]! + 1);
    }
    [before, previous] = [previous, current];
  }
  return previous[b.length]!;
}

const spellings = new WeakMap<SearchCatalog, { known: Set<string>; words: string[]; read: Map<string, string> }>();
/**
 * The query's words with each misspelt one corrected (the `spelling` rule, rankedSearch.ts): a word of five letters
 * or more that no title, keyword or description says in any form, one edit from a title's or keyword's word; null
 * when none is.
 */
export function spelledQuery(query: string, catalog: SearchCatalog): string | null {
  let site = spellings.get(catalog);
  if (!site) {
    const pages = Object.values(catalog.pages);
    const words = new Set(pages.flatMap((page) => contentWords([page.title, ...(page.keywords ?? [])].join(' '))));
    const described = pages.flatMap((page) => contentWords(page.description ?? ''));
    const known = new Set([...words, ...described].map(stem));
    site = { known, words: [...words].filter((word) => word.length >= 4), read: new Map() };
    spellings.set(catalog, site);
  }
  const { known, words, read } = site;
  const asked = contentWords(query);
  // A word being typed may be the start of one.
  const misspelt = (word: string) =>
    word.length >= 5 && /^\p{L}+$/u.test(word) && !known.has(stem(word)) && !words.some((own) => own.startsWith(word));
  // Each word read once: the ranking asks on every key, twice.
  const spelled = asked.map((word) => {
    if (!read.has(word)) read.set(word, (misspelt(word) && words.find((own) => distance(word, own, 1) <= 1)) || word);
    return read.get(word)!;
  });
  return spelled.join(' ') === asked.join(' ') ? null : spelled.join(' ');
}

/** The site's words nearest to the query's words, best first. */
export function nearestTerms(query: string, vocabulary: readonly string[]): string[] {
  const scored = new Map<string, number>();
  for (const word of query.toLowerCase().match(/\p{L}{3,}/gu) ?? []) {
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

const vocabularies = new WeakMap<SearchCatalog, string[]>();
/** The distinct words of titles and keywords: where a misspelt query finds what it meant. */
function vocabularyOf(catalog: SearchCatalog): string[] {
  let words = vocabularies.get(catalog);
  if (!words) {
    const titles = Object.values(catalog.pages).flatMap((page) => [page.title, ...(page.keywords ?? [])]);
    const text = titles.join(' ').toLowerCase();
    words = [...new Set(text.match(/\p{L}{4,}/gu))];
    vocabularies.set(catalog, words);
  }
  return words;
}

/** The box's rows: nothing matched (opens the search page), a search per nearest word, the popular pages. */
export function noResultHelp(query: string, catalog: SearchCatalog, searchPageUrl: string): SearchResult[] {
  const words = helpWords(query);
  const search = (text: string) => `${searchPageUrl}?q=${encodeURIComponent(text)}`;
  return [
    helpRow(-1, words.nothing, search(query), words.hint),
    ...nearestTerms(query, vocabularyOf(catalog)).map((term, i) => helpRow(-10 - i, term, search(term), words.nearest)),
    ...catalog.popular.map((url, i) => helpRow(-100 - i, catalog.pages[url]?.title ?? url, url, words.suggested)),
  ];
}
