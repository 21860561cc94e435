/**
 * Puts the page a reader means before the plugin's own results (the worker reads
 * "/accounting-system/installations/{id}" as prose words), in order: the operations a path or
 * operationId names; for a question about releases, the newest release; a title typed whole; the
 * page a question opening or a concept word names (config/search.ts); pages whose title says most
 * of the words. Readers' own words are searched as the site's words too. Each page shows once.
 */
import type {
  CatalogOperation,
  CatalogPromotion,
  RawSearch,
  SearchCatalog,
  SearchDocument,
  SearchResult,
} from './types';

const TITLE = 0;
const API_PREFIX = 'accounting-system';
const METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
/** Operations promoted for one path query (e.g. GET and POST on the same path, and a near match). */
const MAX_ENDPOINTS = 4;
/** Rows asked for besides the limit, for those folded away: asking for 30 made keystrokes 1.7 times slower. */
const SPARE_CANDIDATES = 8;
/** Title matches promoted, the share of the query's weight a title must say, and a missing word's weight. */
const MAX_TITLE_MATCHES = 3;
const MIN_TITLE_SHARE = 0.66;
const ABSENT_WORD_WEIGHT = 2;
/** Words that say how a reader asks, not what about. */
const QUESTION_WORDS = new Set(
  'a an the to for of my our i me we you your it how do doe did can could should what which who where when why is are be in on at by with from and or s one get mean need want'.split(
    ' ',
  ),
);
/** A question about releases has one of these, and besides them only "version", "note" or "api". */
const RELEASE_WORDS = new Set(['release', 'changelog', 'new', 'newest', 'latest', 'last', 'recent', 'changed']);

/** Reads "GET /x/{id}", "/accounting-system/x/42", "x/y" after a method, or a URL; else null. */
export function parseEndpointQuery(query: string): { method?: string; segments: string[] } | null {
  const match = /^\s*(?:([A-Za-z]+)\s+)?(\S+)\s*$/.exec(query);
  const method = match?.[1]?.toUpperCase();
  if (!match || (method && !METHODS.has(method))) return null;
  let target = match[2]!;
  if (/^https?:\/\//i.test(target)) {
    try {
      target = new URL(target).pathname;
    } catch {
      return null;
    }
  }
  target = target.replace(/[?#].*$/, '');
  // Without a method, only a leading slash or the API prefix marks a path ("metric" is a word).
  const looksLikePath = target.startsWith('/') || target.toLowerCase().startsWith(`${API_PREFIX}/`);
  if (!looksLikePath && !(method && target.includes('/'))) return null;
  const segments = pathSegments(target);
  return segments.length > 0 ? { method, segments } : null;
}

function pathSegments(path: string): string[] {
  const segments = path.toLowerCase().split('/').filter(Boolean);
  return segments[0] === API_PREFIX ? segments.slice(1) : segments;
}

const isParameter = (segment: string) => /^\{[^}]*\}$/.test(segment);

/**
 * How well a query path fits an operation path: 0 when it does not, more when literal segments
 * agree than when a value fills a {parameter}; a last segment cut short (still typing) scores
 * least, and a complete path beats one that only starts the same way.
 */
function pathScore(query: string[], operation: string[]): number {
  if (query.length > operation.length) return 0;
  let score = 0;
  for (const [i, wanted] of query.entries()) {
    const actual = operation[i]!;
    if (wanted === actual) score += 3;
    else if (isParameter(actual)) score += isParameter(wanted) ? 3 : 2;
    else if (i === query.length - 1 && !isParameter(wanted) && actual.startsWith(wanted)) score += 1;
    else return 0;
  }
  return query.length === operation.length ? score + 100 : score;
}

/** A query path that ends an operation path ("POST /metrics"), below full matches; "/{id}" alone ends too many. */
function suffixScore(query: string[], operation: string[]): number {
  const last = query.at(-1);
  if (query.length >= operation.length || !last || isParameter(last) || last !== operation.at(-1)) return 0;
  const score = pathScore(query, operation.slice(operation.length - query.length));
  return score > 100 ? score - 50 : 0;
}

/** Operations a query names by path or operationId, best first; a stated method decides among equal paths. */
export function matchEndpoints(query: string, operations: readonly CatalogOperation[]): CatalogOperation[] {
  const byId = operations.find((op) => op.operationId.toLowerCase() === query.trim().toLowerCase());
  if (byId) return [byId];
  const parsed = parseEndpointQuery(query.trim());
  if (!parsed) return [];
  const methodRank = (op: CatalogOperation) => (op.method === (parsed.method ?? 'GET') ? 0 : 1);
  return operations
    .map((operation, order) => {
      const segments = pathSegments(operation.path);
      return {
        operation,
        order,
        score: Math.max(pathScore(parsed.segments, segments), suffixScore(parsed.segments, segments)),
      };
    })
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || methodRank(a.operation) - methodRank(b.operation) || a.order - b.order)
    .slice(0, MAX_ENDPOINTS)
    .map((entry) => entry.operation);
}

/** Lower case, words only, simple plurals folded: "Entitlements" and "entitlement" are one concept. */
export function normaliseConcept(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .map((word) => {
      if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
      return word.length > 3 && word.endsWith('s') && !word.endsWith('ss') ? word.slice(0, -1) : word;
    })
    .join(' ');
}

export function matchPromotions(query: string, promotions: readonly CatalogPromotion[]): CatalogPromotion[] {
  const concept = normaliseConcept(query);
  return concept ? promotions.filter((promotion) => promotion.terms.includes(concept)) : [];
}

/** The pages whose question opening the query starts with ("which role can …"). */
export function matchQuestions(query: string, questions: readonly CatalogPromotion[]): CatalogPromotion[] {
  const words = normaliseConcept(query);
  return words ? questions.filter((q) => q.terms.some((prefix) => `${words} `.startsWith(`${prefix} `))) : [];
}

/** The words of a query or title that carry meaning, normalised. */
const contentWords = (text: string) =>
  normaliseConcept(text)
    .split(' ')
    .filter((word) => word && !QUESTION_WORDS.has(word));

/** Whether the query asks about releases only ("last release", "what's new", "latest version"). */
export function asksForReleases(query: string): boolean {
  const words = contentWords(query);
  return (
    words.some((word) => RELEASE_WORDS.has(word)) &&
    words.every((word) => RELEASE_WORDS.has(word) || ['version', 'note', 'api'].includes(word))
  );
}

/** The query in the site's words: each reader word or phrase (longest first) becomes the site's; null when none is. */
export function inSiteWords(query: string, readerWords: SearchCatalog['readerWords']): string | null {
  const phrases = readerWords
    .flatMap(([site, reader]) => reader.map((phrase) => ({ site, phrase: phrase.split(' ') })))
    .sort((a, b) => b.phrase.length - a.phrase.length);
  const words = contentWords(query);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const found = phrases.find(({ phrase }) => phrase.every((word, k) => words[i + k] === word));
    out.push(found ? found.site : words[i]!);
    i += found ? found.phrase.length : 1;
  }
  return out.join(' ') === words.join(' ') ? null : out.join(' ');
}

/** A word's stem for matching: "setting" and "set", "updated" and "update" meet (see sameStem). */
const stem = (word: string) => (word.length > 5 ? word.replace(/(?:ing|ed)$/, '') : word);

/** One word in two forms: equal stems, or one a beginning of the other at most two letters short. */
function sameStem(a: string, b: string): boolean {
  const [x, y] = a.length <= b.length ? [a, b] : [b, a];
  return x === y || (x.length >= 3 && y.length - x.length <= 2 && y.startsWith(x));
}

interface Wanted {
  url: string;
  title: string;
  /** An anchor on the page (a release's section of the changelog). */
  anchor?: string;
  /** The query is the page's title, typed whole. */
  exact?: boolean;
}

interface TitledPage extends Wanted {
  words: string[];
  /** Words of the description and the operation path: they count for half. */
  described: string[];
}

/** Each page's title words, those of its description and path, and how rare each title word is (log IDF). */
const titleCache = new WeakMap<
  SearchCatalog,
  { pages: TitledPage[]; rarity: Map<string, number>; vocabulary: string[] }
>();
function titleIndex(catalog: SearchCatalog) {
  let index = titleCache.get(catalog);
  if (index) return index;
  const paths = new Map(catalog.operations.map((op) => [op.url, op.path.replace(/\{[^}]*\}/g, ' ')]));
  const pages = Object.entries(catalog.pages).map(([url, page]) => ({
    url,
    title: page.title,
    words: [...new Set(contentWords(page.title).map(stem))],
    described: [...new Set(contentWords(`${page.description} ${paths.get(url) ?? ''}`).map(stem))],
  }));
  const counts = new Map<string, number>();
  for (const word of pages.flatMap((page) => page.words)) counts.set(word, (counts.get(word) ?? 0) + 1);
  titleCache.set(
    catalog,
    (index = {
      pages,
      rarity: new Map([...counts].map(([word, n]) => [word, Math.log(pages.length / n)])),
      vocabulary: [...new Set(pages.flatMap((page) => [...page.words, ...page.described]))],
    }),
  );
  return index;
}

/**
 * Pages whose title says most of the query's words, as typed or in the site's words: the exact
 * title first, then those that say the most (rare words weigh more; a word no title has a little,
 * or fully when the site has its own word for it), then those whose other words are fewest and
 * commonest. The site's own name ("API") says nothing about which page is meant: its words count
 * only when the query is nothing else.
 */
export function matchTitles(queries: Array<string | null>, catalog: SearchCatalog): Wanted[] {
  const { pages, rarity, vocabulary } = titleIndex(catalog);
  const readerOnly = new Set(catalog.readerWords.flatMap(([, reader]) => reader));
  const best = new Map<TitledPage, { share: number; cost: number }>();
  for (const query of queries.filter((q): q is string => Boolean(q))) {
    const typed = contentWords(query);
    const meaningful = typed.filter((word) => !catalog.siteWords.includes(word));
    const words = (meaningful.length > 0 ? meaningful : typed).map((word) => {
      const stemmed = stem(word);
      const known = [...rarity].filter(([title]) => sameStem(stemmed, title)).map(([, r]) => r);
      const weight =
        known.length > 0 ? Math.max(...known) : readerOnly.has(word) ? Math.log(pages.length) : ABSENT_WORD_WEIGHT;
      // The site's words this one meets, worked out once for every page.
      return { weight, forms: new Set(vocabulary.filter((candidate) => sameStem(stemmed, candidate))) };
    });
    const total = words.reduce((sum, word) => sum + word.weight, 0);
    for (const page of pages) {
      const used = new Set<string>();
      let said = 0;
      for (const { weight, forms } of words) {
        const found = page.words.find((candidate) => forms.has(candidate));
        if (found) used.add(found);
        said += found ? weight : page.described.some((candidate) => forms.has(candidate)) ? weight / 2 : 0;
      }
      const rest = page.words.filter((word) => !used.has(word) && !catalog.siteWords.includes(word));
      const share = page.title.toLowerCase() === query.trim().toLowerCase() ? 2 : said / total;
      const cost = rest.reduce((sum, word) => sum + (rarity.get(word) ?? 0), 0);
      if (share >= MIN_TITLE_SHARE && share > (best.get(page)?.share ?? 0)) best.set(page, { share, cost });
    }
  }
  return [...best]
    .sort(([, a], [, b]) => b.share - a.share || a.cost - b.cost)
    .slice(0, MAX_TITLE_MATCHES)
    .map(([{ url, title }, { share }]) => ({ url, title, exact: share > 1 }));
}

/** "/accounting-system/projects/projects/{project_id}/users/{user_id}/metrics" → "/projects/…/{user_id}/metrics". */
export function shortenPath(path: string, maxLength = 36): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === API_PREFIX) segments.shift();
  const full = `/${segments.join('/')}`;
  if (full.length <= maxLength || segments.length <= 3) return full;
  // Keep the first segment and as many of the last ones as fit; the middle is what differs least.
  const tail: string[] = [];
  for (let i = segments.length - 1; i > 0; i -= 1) {
    if (`/${segments[0]}/…/${[segments[i], ...tail].join('/')}`.length > maxLength && tail.length >= 2) break;
    tail.unshift(segments[i]!);
    if (i === 1) return full;
  }
  return `/${segments[0]}/…/${tail.join('/')}`;
}

const WORD = /[\p{L}\p{N}_]+/gu;

/**
 * Where the words of the text start with an index term: the index carries no term positions
 * (../slimIndex.ts drops them), yet the plugin's highlighter marks by position. Porter stems are
 * word beginnings ("instal" in "installations") that may end differently ("easili" for "easily").
 */
export function positionsOf(text: string, terms: readonly string[]): Array<[number, number]> {
  const wanted = terms.map((term) => term.toLowerCase()).filter(Boolean);
  return [...text.matchAll(WORD)]
    .filter(({ 0: word }) =>
      wanted.some(
        (term) =>
          word.toLowerCase().startsWith(term) || (term.length > 3 && word.toLowerCase().startsWith(term.slice(0, -1))),
      ),
    )
    .map((match) => [match.index, match[0].length]);
}

/** The result's matched words in its title, and at least one position: the plugin's highlighter starts from one. */
function withPositions(result: SearchResult): SearchResult {
  const position = positionsOf(result.document.t, [...Object.keys(result.metadata), ...result.tokens]);
  return { ...result, metadata: { '': { t: { position: position.length > 0 ? position : [[0, 0]] } } } };
}

/** The rows as shown: each page once (its first row), an operation's path line its endpoint, breadcrumbs without repeats. */
function presentable(results: SearchResult[], catalog: SearchCatalog): SearchResult[] {
  const endpoints = new Map(catalog.operations.map((op) => [op.url, `${op.method} ${shortenPath(op.path)}`]));
  const withCrumbs = (document: SearchDocument) => {
    const crumbs = (document.b ?? []).filter((crumb, i, all) => crumb !== all[i - 1]);
    const tidy = crumbs.at(-1) === document.t ? crumbs.slice(0, -1) : crumbs;
    return { ...document, b: endpoints.has(document.u) ? [endpoints.get(document.u)!] : tidy };
  };
  const seen = new Set<string>();
  return results
    .filter((result) => !seen.has(result.document.u) && Boolean(seen.add(result.document.u)))
    .map((result) =>
      withPositions({
        ...result,
        // Each page shows once, so no row hangs under another.
        isInterOfTree: false,
        isLastOfTree: false,
        document: result.type === TITLE ? withCrumbs(result.document) : result.document,
        page: result.page ? withCrumbs(result.page) : result.page,
      }),
    );
}

/** The row for a page the query names: its title row among the results, or one made from the catalog. */
function rowFor(page: Wanted, i: number, results: SearchResult[], tokens: string[], catalog: SearchCatalog) {
  const found = page.anchor
    ? undefined
    : (results.find((result) => result.document.u === page.url && result.type === TITLE)?.document ??
      results.find((result) => result.page && result.page.u === page.url)?.page);
  const document = found || {
    i: -1 - i,
    t: page.title,
    u: page.url,
    h: page.anchor,
    b: page.anchor ? [catalog.pages[page.url]?.title ?? ''] : [],
  };
  return { document, type: TITLE, page: undefined, metadata: {}, tokens } satisfies SearchResult;
}

export async function rankedSearch(
  search: RawSearch,
  catalog: SearchCatalog,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  const endpoints = matchEndpoints(input, catalog.operations);
  const siteWords = endpoints.length > 0 ? null : inSiteWords(input, catalog.readerWords);
  const titles = endpoints.length > 0 ? [] : matchTitles([input, siteWords], catalog);
  const wanted: Wanted[] =
    endpoints.length > 0
      ? endpoints
      : [
          ...(asksForReleases(input) ? catalog.releases.slice(0, 1) : []),
          ...titles.filter((page) => page.exact),
          ...matchQuestions(input, catalog.questions),
          ...matchPromotions(input, catalog.promotions),
          ...(siteWords ? matchPromotions(siteWords, catalog.promotions) : []),
          ...titles,
        ];
  const asTyped = await search(input, limit + SPARE_CANDIDATES);
  const found = siteWords ? [...(await search(siteWords, limit + SPARE_CANDIDATES)), ...asTyped] : asTyped;
  const tokens = endpoints.length > 0 ? [] : (input.toLowerCase().match(WORD) ?? []);
  const promoted = wanted.map((page, i) => rowFor(page, i, found, tokens, catalog));
  return presentable([...promoted, ...found], catalog).slice(0, limit);
}
