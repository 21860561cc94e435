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
import { sortSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/sortSearchResults';
import { processTreeStatusOfSearchResults } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/processTreeStatusOfSearchResults';
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
/** The worker stops at `limit` results; ask for more so promoted pages can be found among them. */
const MIN_CANDIDATES = 30;
/**
 * Asked for besides the limit when nothing is promoted, for the duplicates folded away. Each
 * further result can cost the worker another round of fuzzy queries over every index, so
 * asking for 30 here made each keystroke about 1.7 times slower.
 */
const SPARE_CANDIDATES = 2;
const MAX_CHILDREN_OF_PROMOTED = 1;

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

const FILLER_WORDS = new Set(['a', 'an', 'the', 'to', 'for', 'of', 'my', 'our', 'i', 'me']);

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

/** Readers' phrases as word lists, longest first; worked out once per catalog. */
function phrasesOf(readerWords: ReaderWords): Array<{ site: string; phrase: string[] }> {
  let phrases = phraseCache.get(readerWords);
  if (!phrases) {
    phrases = readerWords
      .flatMap(([site, reader]) => reader.map((phrase) => ({ site, phrase: phrase.split(' ') })))
      .sort((a, b) => b.phrase.length - a.phrase.length);
    phraseCache.set(readerWords, phrases);
  }
  return phrases;
}

/**
 * The query in the site's words: each reader word or phrase (longest first) becomes the site's
 * words; null when the query has none.
 */
export function inSiteWords(query: string, readerWords: ReaderWords): string | null {
  // Small words between the ones that matter ("grant a role to a user"); the index skips them too.
  const words = normaliseConcept(query)
    .split(' ')
    .filter((word) => word && !FILLER_WORDS.has(word));
  const phrases = phrasesOf(readerWords);
  const out: string[] = [];
  let changed = false;
  for (let i = 0; i < words.length;) {
    const found = phrases.find(({ phrase }) => phrase.every((word, k) => words[i + k] === word));
    if (found) {
      out.push(found.site);
      i += found.phrase.length;
      changed = true;
    } else {
      out.push(words[i]!);
      i += 1;
    }
  }
  return changed ? out.join(' ') : null;
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

function queryTokens(query: string): string[] {
  return query.toLowerCase().match(/[\p{L}\p{N}_]+/gu) ?? [];
}

interface Wanted {
  url: string;
  title: string;
}

/** The page's title document, from the results at hand or from a search for its title. */
async function findPage(search: RawSearch, results: SearchResult[], wanted: Wanted): Promise<SearchDocument | null> {
  const fromResults = (list: SearchResult[]) => {
    for (const result of list) {
      if (result.type === TITLE && result.document.u === wanted.url) return result.document;
      if (result.page && result.page.u === wanted.url) return result.page;
    }
    return null;
  };
  return fromResults(results) ?? fromResults(await search(wanted.title, MIN_CANDIDATES));
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
 * The results as readers see them, grouped by page: one per page and anchor, an operation page's path line its
 * shortened endpoint (its title already says what it does), breadcrumbs without repeats, and
 * the positions the highlighter needs.
 */
function presentable(results: SearchResult[], catalog: SearchCatalog): SearchResult[] {
  const endpointOf = endpointLines(catalog);
  const crumbs = (document: SearchDocument) => {
    const endpoint = endpointOf.get(document.u);
    return endpoint ? [endpoint] : tidyBreadcrumb(document.b, document.t);
  };
  // One copy per page document: the plugin's tree marks compare a result's page by identity.
  const copies = new Map<number, SearchDocument>();
  const copyOf = (document: SearchDocument) => {
    let copy = copies.get(document.i);
    if (!copy) copies.set(document.i, (copy = { ...document, b: crumbs(document) }));
    return copy;
  };
  const seen = new Set<string>();
  const out: SearchResult[] = [];
  for (const result of results) {
    const key = `${result.document.u}${result.document.h ?? ''}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const shown = addHighlightPositions({
      ...result,
      document: result.type === TITLE ? copyOf(result.document) : result.document,
      page: result.page ? copyOf(result.page) : result.page,
    });
    // The tree marks are worked out again below, for the list as shown.
    delete shown.isInterOfTree;
    delete shown.isLastOfTree;
    out.push(shown);
  }
  // The plugin's own grouping: headings and text under their page's title, then the tree marks.
  sortSearchResults(out);
  processTreeStatusOfSearchResults(out);
  return out;
}

/** `first`, then the results of `second` that are not in it. */
function merge(first: SearchResult[], second: SearchResult[]): SearchResult[] {
  const seen = new Set(first.map((result) => result.document.i));
  return [...first, ...second.filter((result) => !seen.has(result.document.i))];
}

export async function rankedSearch(
  search: RawSearch,
  catalog: SearchCatalog,
  input: string,
  limit: number,
): Promise<SearchResult[]> {
  const endpoints = matchEndpoints(input, catalog.operations);
  const siteWords = endpoints.length > 0 ? null : inSiteWords(input, catalog.readerWords);
  const wanted: Wanted[] = [
    ...endpoints.map((op) => ({ url: op.url, title: op.title })),
    ...matchQuestions(input, catalog.questions),
    ...matchPromotions(input, catalog.promotions),
    ...(siteWords ? matchPromotions(siteWords, catalog.promotions) : []),
  ];
  const candidates = wanted.length > 0 ? Math.max(limit, MIN_CANDIDATES) : limit + SPARE_CANDIDATES;
  const asTyped = await search(input, candidates);
  const results = siteWords ? merge(await search(siteWords, candidates), asTyped) : asTyped;
  if (wanted.length === 0) return presentable(results, catalog).slice(0, limit);

  const tokens = endpoints.length > 0 ? [] : queryTokens(input);
  const promoted: SearchResult[] = [];
  for (const page of wanted) {
    if (promoted.some((result) => result.document.u === page.url)) continue;
    const document = await findPage(search, results, page);
    if (!document) continue;
    promoted.push({ document, type: TITLE, page: undefined, metadata: titleMetadata(document.t, tokens), tokens });
  }
  // A promoted page keeps one heading or passage under it, so the next pages stay in view.
  const childrenKept = new Map(promoted.map((result) => [result.document.u, 0]));
  const rest = results.filter((result) => {
    const kept = childrenKept.get(result.document.u);
    if (kept === undefined) return true;
    if (result.type === TITLE || kept >= MAX_CHILDREN_OF_PROMOTED) return false;
    childrenKept.set(result.document.u, kept + 1);
    return true;
  });
  return presentable([...promoted, ...rest], catalog).slice(0, limit);
}
