/** No dead end: a query that finds nothing is told so in its language, and offered near words and popular pages. */
import { SearchDocumentType } from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';
import type { SearchCatalog, SearchResult } from './types';

const MAX_NEAREST = 3;

const WORDS = {
  en: {
    nothing: 'No page matches your search',
    hint: 'Try other words, or a page below',
    nearest: 'Did you mean',
    suggested: 'Suggested page',
    indexFailed: 'Full-text search did not load: these results match titles, keywords and endpoints only.',
    failed: 'Search did not load. Reload the page to try again.',
  },
  zh: {
    nothing: '没有找到匹配的页面',
    hint: '换个词试试，或打开下面的页面',
    nearest: '您是不是要找',
    suggested: '推荐页面',
    indexFailed: '全文搜索未能加载：以下结果仅匹配标题、关键词和接口。',
    failed: '搜索未能加载，请重新加载页面后再试。',
  },
};

/** The help's words in the language of the query. */
export const helpWords = (query: string) => WORDS[/\p{Script=Han}/u.test(query) ? 'zh' : 'en'];

/** Levenshtein distance (words of different lengths are at least that far apart). */
function distance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = current;
  }
  return previous[b.length]!;
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

/** The box's rows: nothing matched (opens the search page), a search per nearest word, the popular pages. */
export function noResultHelp(query: string, catalog: SearchCatalog, searchPageUrl: string): SearchResult[] {
  const words = helpWords(query);
  const row = (i: number, t: string, u: string, line: string): SearchResult => ({
    document: { i, t, u, b: [line] },
    type: SearchDocumentType.Title,
    metadata: { '': { t: { position: [[0, 0]] } } },
    tokens: [],
  });
  const search = (text: string) => `${searchPageUrl}?q=${encodeURIComponent(text)}`;
  // Words of titles and keywords: where a misspelt query finds what it meant.
  const vocabulary = Object.values(catalog.pages)
    .flatMap((page) => [page.title, ...(page.keywords ?? [])])
    .join(' ')
    .toLowerCase();
  return [
    row(-1, words.nothing, search(query), words.hint),
    ...nearestTerms(query, vocabulary.match(/\p{L}{4,}/gu) ?? []).map((term, i) =>
      row(-10 - i, term, search(term), words.nearest),
    ),
    ...catalog.popular.map((url, i) => row(-100 - i, catalog.pages[url]?.title ?? url, url, words.suggested)),
  ];
}
