/**
 * Puts the page a developer means first, then the plugin's own results.
 *
 * The local-search worker splits "/accounting-system/installations/{id}" into the words
 * accounting, system, installations, id and ranks prose that mentions them; it cannot tell a path
 * from a sentence. Before the worker answers, this module recognises
 *   - a path, with or without the /accounting-system prefix, with {parameters} or concrete ids,
 *     optionally after an HTTP method, or a full URL on an API host;
 *   - an operationId;
 *   - a concept word that config/search.ts ties to its defining page, or a question opening
 *     ("which role …") tied to the page that answers it,
 * and promotes those pages. Readers' own words (config/search.ts readerWords) are searched as
 * the site's words too. The list then shows each page and anchor once, an operation under its
 * shortened endpoint, and breadcrumbs without repeats.
 */
import { addHighlightPositions } from './highlightPositions';
import type {
  CatalogOperation,
  CatalogPromotion,
  CatalogQuestion,
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
/**
 * Asked for besides the limit, for the rows folded away (each page shows once). Each further
 * result can cost the worker another round of fuzzy queries over every index: asking for 30
 * made each keystroke about 1.7 times slower.
 */
const SPARE_CANDIDATES = 8;
/** Pages promoted because their title says the query's words, and how much of them it must say. */
const MAX_TITLE_MATCHES = 3;
const MIN_TITLE_SHARE = 0.66;
const ABSENT_WORD_WEIGHT = 2;

interface ParsedEndpoint {
  method?: string;
  segments: string[];
}

/** Reads "GET /x/{id}", "/accounting-system/x/42", "x/y" after a method, or a URL; else null. */
export function parseEndpointQuery(query: string): ParsedEndpoint | null {
  const match = /^\s*(?:([A-Za-z]+)\s+)?(\S+)\s*$/.exec(query);
  if (!match) return null;
  const method = match[1]?.toUpperCase();
  if (method && !METHODS.has(method)) return null;
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
  const segments = target
    .toLowerCase()
    .split('/')
    .filter((segment) => segment.length > 0);
  if (segments[0] === API_PREFIX) segments.shift();
  if (segments.length === 0) return null;
  return { method, segments };
}

const isParameter = (segment: string) => /^\{[^}]*\}$/.test(segment);

/**
 * How well a query path fits an operation path: 0 when it does not, more when literal segments
 * agree than when a concrete value fills a {parameter}. The last query segment may be cut short
 * (the reader is still typing), which scores lower than a full segment.
 */
function pathScore(query: string[], operation: string[]): number {
  if (query.length > operation.length) return 0;
  let score = 0;
  for (let i = 0; i < query.length; i += 1) {
    const wanted = query[i]!;
    const actual = operation[i]!;
    const last = i === query.length - 1;
    if (wanted === actual) score += 3;
    else if (isParameter(actual)) score += isParameter(wanted) ? 3 : 2;
    else if (last && !isParameter(wanted) && actual.startsWith(wanted)) score += 1;
    else return 0;
  }
  // A complete path beats one that only starts the same way.
  return query.length === operation.length ? score + 100 : score;
}

/** A query path that is the end of an operation path ("POST /metrics"), below full matches. */
function suffixScore(query: string[], operation: string[]): number {
  const last = query.at(-1);
  // The end must be named: "/{id}" alone would end half the paths.
  if (query.length >= operation.length || !last || isParameter(last) || last !== operation.at(-1)) return 0;
  const tail = operation.slice(operation.length - query.length);
  const score = pathScore(query, tail);
  return score > 100 ? score - 50 : 0;
}

function operationSegments(operation: CatalogOperation): string[] {
  const segments = operation.path.toLowerCase().split('/').filter(Boolean);
  if (segments[0] === API_PREFIX) segments.shift();
  return segments;
}

/** Operations a query names by path or operationId, best first. */
export function matchEndpoints(query: string, operations: readonly CatalogOperation[]): CatalogOperation[] {
  const trimmed = query.trim();
  const byId = operations.find((op) => op.operationId.toLowerCase() === trimmed.toLowerCase());
  if (byId) return [byId];
  const parsed = parseEndpointQuery(trimmed);
  if (!parsed) return [];
  const scored = operations
    .map((operation, order) => {
      const segments = operationSegments(operation);
      const score = Math.max(pathScore(parsed.segments, segments), suffixScore(parsed.segments, segments));
      return { operation, order, score };
    })
    .filter((entry) => entry.score > 0);
  const methodRank = (op: CatalogOperation) => {
    if (parsed.method) return op.method === parsed.method ? 0 : 1;
    return op.method === 'GET' ? 0 : 1;
  };
  scored.sort(
    (a, b) =>
      // A stated method that matches comes first only among equally good paths.
      b.score - a.score || methodRank(a.operation) - methodRank(b.operation) || a.order - b.order,
  );
  return scored.slice(0, MAX_ENDPOINTS).map((entry) => entry.operation);
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
      if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
      return word;
    })
    .join(' ');
}

export function matchPromotions(query: string, promotions: readonly CatalogPromotion[]): CatalogPromotion[] {
  const concept = normaliseConcept(query);
  if (!concept) return [];
  return promotions.filter((promotion) => promotion.terms.includes(concept));
}

/** Words that say how a reader asks, not what about: dropped before matching titles. */
const QUESTION_WORDS = new Set(
  'a an the to for of my our i me we you your it how do doe did can could should what which who where when why is are be in on at by with from and or s one get mean need want'.split(
    ' ',
  ),
);

/** The words of a query or title that carry meaning, normalised. */
function contentWords(text: string): string[] {
  return normaliseConcept(text)
    .split(' ')
    .filter((word) => word && !QUESTION_WORDS.has(word));
}

/** The pages whose question opening the query starts with ("which role can …"). */
export function matchQuestions(query: string, questions: readonly CatalogQuestion[]): CatalogQuestion[] {
  const words = normaliseConcept(query);
  if (!words) return [];
  return questions.filter((question) =>
    question.prefixes.some((prefix) => words === prefix || words.startsWith(`${prefix} `)),
  );
}

type ReaderWords = ReadonlyArray<readonly [string, readonly string[]]>;
const phraseCache = new WeakMap<ReaderWords, Array<{ site: string; phrase: string[] }>>();

/**
 * The query in the site's words: each reader word or phrase (longest first) becomes the site's
 * words; null when the query has none.
 */
export function inSiteWords(query: string, readerWords: ReaderWords): string | null {
  let phrases = phraseCache.get(readerWords);
  if (!phrases) {
    phrases = readerWords
      .flatMap(([site, reader]) => reader.map((phrase) => ({ site, phrase: phrase.split(' ') })))
      .sort((a, b) => b.phrase.length - a.phrase.length);
    phraseCache.set(readerWords, phrases);
  }
  const words = contentWords(query);
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length;) {
    const found = phrases.find(({ phrase }) => phrase.every((word, k) => words[i + k] === word));
    out.push(found ? found.site : words[i]!);
    i += found ? found.phrase.length : 1;
    changed ||= Boolean(found);
  }
  return changed ? out.join(' ') : null;
}

/** One word in two forms ("setting" and "set", "updated" and "update"). */
function sameWord(a: string, b: string): boolean {
  const stem = (word: string) => (word.length > 5 ? word.replace(/(?:ing|ed)$/, '') : word);
  const [x, y] = [stem(a), stem(b)].sort((m, n) => m.length - n.length) as [string, string];
  return x === y || (x.length >= 3 && y.startsWith(x) && y.length - x.length <= 2);
}

interface TitledPage {
  url: string;
  title: string;
  words: string[];
  /** Words of the page's description and operation path: they count for half. */
  described: string[];
}

interface TitleIndex {
  pages: TitledPage[];
  /** How rare each title word is across pages (log inverse document frequency). */
  rarity: Map<string, number>;
}
const titleCache = new WeakMap<SearchCatalog, TitleIndex>();

/** Each page's title words, and those of its description and operation path. */
function titleIndex(catalog: SearchCatalog): TitleIndex {
  let index = titleCache.get(catalog);
  if (index) return index;
  const pathWords = new Map(catalog.operations.map((op) => [op.url, op.path.replace(/\{[^}]*\}/g, ' ')]));
  const pages = Object.entries(catalog.pages).map(([url, page]) => ({
    url,
    title: page.title,
    words: [...new Set(contentWords(page.title))],
    described: [...new Set(contentWords(`${page.description} ${pathWords.get(url) ?? ''}`))],
  }));
  const counts = new Map<string, number>();
  for (const page of pages) for (const word of page.words) counts.set(word, (counts.get(word) ?? 0) + 1);
  const rarity = new Map([...counts].map(([word, n]) => [word, Math.log(pages.length / n)]));
  titleCache.set(catalog, (index = { pages, rarity }));
  return index;
}

/**
 * Pages whose title says most of the query's words, as typed or in the
 * site's words, best first: those that say the most of them (rare words weigh more), then those
 * whose other title words are fewest and commonest. The site's own name ("API", "accounting")
 * says nothing about which page is meant, so its words are left out unless the query is nothing
 * else.
 */
export function matchTitles(queries: Array<string | null>, catalog: SearchCatalog): Wanted[] {
  const { pages, rarity } = titleIndex(catalog);
  const readerOnly = new Set(catalog.readerWords.flatMap(([, reader]) => reader));
  const best = new Map<TitledPage, { share: number; cost: number }>();
  for (const query of queries) {
    const typed = query ? contentWords(query) : [];
    const meaningful = typed.filter((word) => !catalog.siteWords.includes(word));
    const words = meaningful.length > 0 ? meaningful : typed;
    // A word no title has still counts, a little (the reader said it), or fully when the site
    // has its own word for it: the query in the site's words is matched too.
    const weight = (word: string) =>
      Math.max(0, ...[...rarity].map(([known, r]) => (sameWord(word, known) ? r : 0))) ||
      (readerOnly.has(word) ? Math.log(pages.length) : ABSENT_WORD_WEIGHT);
    const total = words.reduce((sum, word) => sum + weight(word), 0);
    for (const page of pages) {
      const used = new Set<string>();
      let said = 0;
      for (const word of words) {
        const found = page.words.find((candidate) => sameWord(word, candidate));
        if (found) used.add(found);
        if (found) said += weight(word);
        else if (page.described.some((candidate) => sameWord(word, candidate))) said += weight(word) / 2;
      }
      const rest = page.words.filter((word) => !used.has(word) && !catalog.siteWords.includes(word));
      // The exact title, typed whole, goes before all.
      const share = normaliseConcept(page.title) === normaliseConcept(query ?? '') ? 2 : said / total;
      const match = { share, cost: rest.reduce((sum, word) => sum + (rarity.get(word) ?? 0), 0) };
      const previous = best.get(page);
      if (match.share >= MIN_TITLE_SHARE && (!previous || match.share > previous.share)) best.set(page, match);
    }
  }
  return [...best]
    .sort(([, a], [, b]) => b.share - a.share || a.cost - b.cost)
    .slice(0, MAX_TITLE_MATCHES)
    .map(([page]) => ({ url: page.url, title: page.title }));
}

/** Words of a query about releases; "version" and "notes" may go with them. */
const RELEASE_WORDS = new Set(['release', 'changelog', 'new', 'newest', 'latest', 'last', 'recent', 'changed']);

/** Whether the query asks about releases only ("last release", "what's new", "latest version"). */
export function asksForReleases(query: string): boolean {
  const words = contentWords(query);
  return (
    words.some((word) => RELEASE_WORDS.has(word)) &&
    words.every((word) => RELEASE_WORDS.has(word) || ['version', 'note', 'api'].includes(word))
  );
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
    const candidate = `/${segments[0]}/…/${[segments[i], ...tail].join('/')}`;
    if (candidate.length > maxLength && tail.length >= 2) break;
    tail.unshift(segments[i]!);
    if (i === 1) return full;
  }
  return `/${segments[0]}/…/${tail.join('/')}`;
}

/** Positions of the query's words in a title, so the plugin's highlighter has something to mark. */
function titleMetadata(title: string, tokens: string[]): SearchResult['metadata'] {
  const lower = title.toLowerCase();
  const metadata: SearchResult['metadata'] = {};
  for (const token of tokens) {
    const at = token ? lower.indexOf(token) : -1;
    if (at >= 0) metadata[token] = { t: { position: [[at, token.length]] } };
  }
  // The highlighter needs one position; an empty one marks nothing.
  if (Object.keys(metadata).length === 0) metadata[''] = { t: { position: [[0, 0]] } };
  return metadata;
}

interface Wanted {
  url: string;
  title: string;
  /** An anchor on the page (a release's section of the changelog). */
  anchor?: string;
}

/** Breadcrumb without an entry said twice in a row, nor the page's own title at its end. */
function tidyBreadcrumb(crumbs: readonly string[] | undefined, title: string): string[] {
  const tidy = (crumbs ?? []).filter((crumb, i, all) => crumb !== all[i - 1]);
  return tidy.at(-1) === title ? tidy.slice(0, -1) : tidy;
}

const endpointCache = new WeakMap<SearchCatalog, Map<string, string>>();

/** Operation page URL → its path line, e.g. "POST /installations/{installation_id}/metrics". */
function endpointLines(catalog: SearchCatalog): Map<string, string> {
  let lines = endpointCache.get(catalog);
  if (!lines) {
    lines = new Map(catalog.operations.map((op) => [op.url, `${op.method} ${shortenPath(op.path)}`] as const));
    endpointCache.set(catalog, lines);
  }
  return lines;
}

/**
 * The rows as readers see them: each page once (its first row), an operation page's path line
 * its shortened endpoint (its title already says what it does), breadcrumbs without repeats,
 * and the positions the highlighter needs.
 */
function presentable(results: SearchResult[], catalog: SearchCatalog): SearchResult[] {
  const endpointOf = endpointLines(catalog);
  const withCrumbs = (document: SearchDocument) => ({
    ...document,
    b: endpointOf.has(document.u) ? [endpointOf.get(document.u)!] : tidyBreadcrumb(document.b, document.t),
  });
  const seen = new Set<string>();
  return results
    .filter((result) => !seen.has(result.document.u) && Boolean(seen.add(result.document.u)))
    .map((result) =>
      addHighlightPositions({
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
function rowFor(
  page: Wanted,
  i: number,
  results: SearchResult[],
  tokens: string[],
  catalog: SearchCatalog,
): SearchResult {
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
  return { document, type: TITLE, page: undefined, metadata: titleMetadata(document.t, tokens), tokens };
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
  const exact = titles.filter((page) => page.title.toLowerCase() === input.trim().toLowerCase());
  const wanted: Wanted[] =
    endpoints.length > 0
      ? endpoints
      : [
          ...(asksForReleases(input) ? catalog.releases.slice(0, 1) : []),
          ...exact,
          ...matchQuestions(input, catalog.questions),
          ...matchPromotions(input, catalog.promotions),
          ...(siteWords ? matchPromotions(siteWords, catalog.promotions) : []),
          ...titles,
        ];
  // Each page shows once, so ask for more rows than are shown.
  const candidates = limit + SPARE_CANDIDATES;
  const asTyped = await search(input, candidates);
  const results = siteWords ? merge(await search(siteWords, candidates), asTyped) : asTyped;
  const tokens = endpoints.length > 0 ? [] : (input.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? []);
  const promoted = wanted.map((page, i) => rowFor(page, i, results, tokens, catalog));
  return presentable([...promoted, ...results], catalog).slice(0, limit);
}

/** `first`, then the results of `second` that are not in it. */
function merge(first: SearchResult[], second: SearchResult[]): SearchResult[] {
  const seen = new Set(first.map((result) => result.document.i));
  return [...first, ...second.filter((result) => !seen.has(result.document.i))];
}
