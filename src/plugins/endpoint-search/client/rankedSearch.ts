/** This site's ranking over the plugin's results (CONTRIBUTING.md, Search): the worker reads paths as prose. */
import { contentWords, normaliseConcept, QUESTION_WORDS, questionForm, stem } from '../words';
import { SearchDocumentType } from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';
import { spelledQuery } from './noResultHelp';
import type { CatalogOperation, CatalogSection, RawSearch, SearchCatalog, SearchDocument, SearchResult } from './types';

const TITLE = SearchDocumentType.Title;
const API_PREFIX = 'accounting-system';
/** Operations promoted for one path query (GET and POST on the same path, and a near match). */
const MAX_ENDPOINTS = 4;
/** A query word's share where the page's title says it is 1; its keywords a little less, so a title wins. */
const KEYWORD = 0.9;
/** ...where the page only mentions it (description, path, text the worker found). */
const MENTIONED = 0.3;
/** A word weighs its rarity among titles and keywords, log(pages / pages with it), at most this... */
const MAX_WEIGHT = 3;
/** ...or this when no page is about it. */
const UNTITLED_WEIGHT = 1;
/** Above any share (at most 1): the query is the title, a keyword, a quoted message, or opens a question keyword. */
const TIER = { title: 4, keyword: 3, pasted: 2.5, question: 2 };
/** A query pasted from part of a quoted message has at least this many words; a whole message (not a button label) more. */
const MIN_PASTED_WORDS = 4;
/** An operation page says how, not why: for a query that asks why or compares, its share counts this much. */
const EXPLAINED = 0.6;
const EXPLAINS = /\b(?:why|difference|differ|versus|vs)\b/;
/** The share of the query a page the worker did not find must say. */
const MIN_UNFOUND_SHARE = 0.5;

/** Each rule can be switched off by name, so the relevance test measures what it wins (CONTRIBUTING.md). */
export const RULES = [
  'readerWords',
  'keywords',
  'mentions',
  'rarity',
  'siteName',
  'states',
  'explains',
  'questions',
  'askedWhen',
  'pasted',
  'exactKeyword',
  'titleCost',
  'releases',
  'namedRelease',
  'glossary',
  'spelling',
] as const;
export type Rule = (typeof RULES)[number];
export interface RankOptions {
  off?: ReadonlySet<Rule>;
  /** The query is still being typed: its last word may be the start of one. */
  typing?: boolean;
}

/** A question about releases has one of these, and besides them only "version", "note" or "api". */
const RELEASE_WORDS = new Set(['release', 'changelog', 'new', 'newest', 'latest', 'last', 'recent', 'changed']);
const WORD = /[\p{L}\p{N}_]+/gu;

/** Reads "GET /x/{id}", "/accounting-system/x/42", "x/y" after a method, or a URL; else null. */
export function parseEndpointQuery(query: string): { method?: string; segments: string[] } | null {
  const match = /^\s*(?:(get|post|put|patch|delete|head|options)\s+)?(\S+)\s*$/i.exec(query);
  if (!match) return null;
  const method = match[1]?.toUpperCase();
  const target = match[2]!.replace(/^https?:\/\/[^/]*/i, '').replace(/[?#].*$/, '');
  // Without a method, only a leading slash or the API prefix marks a path ("metric" is a word).
  if (!/^\/|^accounting-system\//i.test(target) && !(method && target.includes('/'))) return null;
  const segments = pathSegments(target);
  return segments.length > 0 ? { method, segments } : null;
}

function pathSegments(path: string): string[] {
  const segments = path.toLowerCase().split('/').filter(Boolean);
  return segments[0] === API_PREFIX ? segments.slice(1) : segments;
}

const isParameter = (segment: string) => /^\{[^}]*\}$/.test(segment);

/** How well a query path fits an operation's: 0 not at all; literal segments beat values, complete paths beat beginnings. */
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
  const score = (op: CatalogOperation) =>
    Math.max(pathScore(parsed.segments, pathSegments(op.path)), suffixScore(parsed.segments, pathSegments(op.path)));
  return operations
    .map((operation, order) => ({ operation, order, score: score(operation) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || methodRank(a.operation) - methodRank(b.operation) || a.order - b.order)
    .slice(0, MAX_ENDPOINTS)
    .map((entry) => entry.operation);
}

/** "Since when …", "which release removed …": the changelog answers it. */
const ASKS_WHEN =
  /^since (?:when|which|what)\b|\b(?:which|what) (?:release|version) \w+ed\b|\brelease (?:that|which) \w+ed\b/i;

/** The release a query names by number ("what's new in 1.7": the newest 1.7.x; `releases` is newest first). */
export const namedRelease = (query: string, releases: readonly CatalogSection[]) => {
  const version = /\b\d+\.\d+(?:\.\d+)?\b/.exec(query)?.[0];
  const rest = version ? query.replace(version, ' ') : '';
  if (!version || (rest.trim() !== '' && !asksForReleases(rest))) return undefined;
  return releases.find((release) => `${release.title}.`.startsWith(`Release ${version}.`));
};

/** Whether the query asks about releases only ("last release", "what's new", "latest version"). */
export function asksForReleases(query: string): boolean {
  const words = contentWords(query).filter((word) => !/^(version|note|api)$/.test(word));
  return words.length > 0 && words.every((word) => RELEASE_WORDS.has(word));
}

/** The term a question asks to define ("what is a scope", "what does actor mean", "define node"), normalised. */
export function definedTerm(query: string): string | null {
  // Normalised, "does" reads "doe".
  const forms =
    /^(?:what(?: is| s) (?:an? |the )?(.+)|what does? (?:an? |the )?(.+) mean|(?:define|definition of|meaning of) (.+))$/;
  return forms.exec(normaliseConcept(query))?.slice(1).find(Boolean) ?? null;
}

const phraseCache = new WeakMap<SearchCatalog['readerWords'], Array<{ site: string; phrase: string[] }>>();
/** The query with each reader word or phrase (longest first) in the site's words; null when it has none. */
export function inSiteWords(query: string, readerWords: SearchCatalog['readerWords']): string | null {
  let phrases = phraseCache.get(readerWords);
  if (!phrases) {
    phrases = readerWords
      .flatMap(([site, reader]) => reader.map((phrase) => ({ site, phrase: phrase.split(' ') })))
      .sort((a, b) => b.phrase.length - a.phrase.length);
    phraseCache.set(readerWords, phrases);
  }
  const words = contentWords(query);
  const out: string[] = [];
  for (let i = 0; i < words.length;) {
    const found = phrases.find(({ phrase }) => phrase.every((word, k) => words[i + k] === word));
    out.push(found ? found.site : words[i]!);
    i += found ? found.phrase.length : 1;
  }
  return out.join(' ') === words.join(' ') ? null : out.join(' ');
}

/** The query in the site's spelling and words (reader words), or null when that changes nothing. */
function inSiteForm(input: string, catalog: SearchCatalog, off: ReadonlySet<Rule>): string | null {
  const spelled = off.has('spelling') ? null : spelledQuery(input, catalog);
  return (off.has('readerWords') ? null : inSiteWords(spelled ?? input, catalog.readerWords)) ?? spelled;
}

const isQuestion = (keyword: string) => QUESTION_WORDS.has(stem(keyword.split(' ')[0]!));

const pageCache = new WeakMap<SearchCatalog, ReturnType<typeof indexPages>>();
function indexPages(catalog: SearchCatalog) {
  const paths = new Map(catalog.operations.map((op) => [op.url, op.path.replace(/\{[^}]*\}/g, ' ')]));
  const pages = Object.entries(catalog.pages).map(
    ([url, { title, description, keywords: written = [], quotes = [] }]) => {
      const keywords = written.map(normaliseConcept);
      const titleWords = contentWords(title);
      const words = new Set(titleWords.map(stem));
      const qualifiers = new Set(titleWords.filter((word) => word.endsWith('ed')).map(stem));
      return {
        url,
        title,
        lowerTitle: title.toLowerCase(),
        words,
        // Title words a query need not say (titleCost).
        others: [...words].filter((word) => !catalog.siteWords.includes(word) && !qualifiers.has(word)),
        // An operation's title opens with what it does ("Register an OIDC tenant"); "-ed" words only qualify.
        action: paths.has(url) ? stem(titleWords[0] ?? '') : '',
        mentions: new Set(contentWords(`${description} ${paths.get(url) ?? ''}`).map(stem)),
        // The messages it quotes, in parts: a pasted message has values where the page shows "...".
        quotes: quotes.flatMap(([quote, anchor]) =>
          quote
            .split(/\.\.\.|…|\{[^}]*\}|\[[^\]]*\]|<[^>]*>/)
            .map(normaliseConcept)
            .map((part) => ({ part, anchor, long: part.split(' ').length > MIN_PASTED_WORDS })),
        ),
        keywords,
        // "which role", "what is an actor": a question the page answers; any other keyword is a phrase said in order.
        questions: keywords
          .filter(isQuestion)
          .map((question) => ({ opening: questionForm(question), about: contentWords(question).map(stem).join(' ') })),
        phrases: keywords
          .filter((keyword) => !isQuestion(keyword))
          .map((keyword) => ` ${contentWords(keyword).map(stem).join(' ')} `),
      };
    },
  );
  const counts = new Map<string, number>();
  for (const page of pages) {
    const about = new Set([...page.words, ...page.phrases.flatMap((phrase) => phrase.trim().split(' '))]);
    for (const word of about) counts.set(word, (counts.get(word) ?? 0) + 1);
  }
  const rarity = new Map([...counts].map(([word, n]) => [word, Math.min(MAX_WEIGHT, Math.log(pages.length / n))]));
  return { pages, rarity };
}
type Page = ReturnType<typeof indexPages>['pages'][number];

/** A result with its URL, which slimIndex.ts drops where it is its page's. */
export const withPageUrl = (result: SearchResult): SearchResult =>
  result.document.u || !result.page ? result : { ...result, document: { ...result.document, u: result.page.u } };

/** Per page the worker found: the (lunr) stems it matched, its first row and its rank. */
function foundPages(results: SearchResult[]) {
  const pages = new Map<string, { stems: string[]; row: SearchResult; rank: number }>();
  for (const result of results) {
    const entry = pages.get(result.document.u) ?? { stems: [], row: result, rank: pages.size };
    entry.stems.push(...Object.keys(result.metadata).map(stem));
    pages.set(result.document.u, entry);
  }
  return pages;
}

/**
 * Pages by the share of the query (as typed or in the site's words) they say; among equals, titles
 * with the fewest and rarest other words, then the worker's order.
 */
export function scorePages(
  input: string,
  catalog: SearchCatalog,
  found: SearchResult[] = [],
  { off = new Set(), typing = false }: RankOptions = {},
) {
  let index = pageCache.get(catalog);
  if (!index) pageCache.set(catalog, (index = indexPages(catalog)));
  const rarity = off.has('rarity') ? new Map<string, number>() : index.rarity;
  const byWorker = foundPages(found);
  const typed = normaliseConcept(input);
  const explains = !off.has('explains') && EXPLAINS.test(typed);
  const typedWords = typed.split(' ').length;
  const pastedFrom = ({ part, long }: { part: string; long: boolean }) =>
    long && (part.includes(typed) ? typedWords >= MIN_PASTED_WORDS : typed.includes(part));
  const asked = questionForm(typed);
  const typedIsQuestion = isQuestion(typed);
  const title = input.trim().toLowerCase();
  const changelog = !off.has('askedWhen') && ASKS_WHEN.test(input.trim()) ? catalog.releases[0]?.url : undefined;
  // While a word is being typed, the last one may be the start of a title's or keyword's word.
  const partial = typing && /\S$/.test(input) ? contentWords(input).map(stem).at(-1) : undefined;
  const best = new Map<string, { page: Page; score: number; cost: number; titled: boolean; anchor?: string }>();
  // The query as typed, and again in the site's spelling and words when they differ.
  const inSite = inSiteForm(input, catalog, off);
  for (const query of inSite ? [input, inSite] : [input]) {
    const all = contentWords(query);
    const meaningful = off.has('siteName') ? all : all.filter((word) => !catalog.siteWords.includes(word));
    const words = (meaningful.length > 0 ? meaningful : all).map(stem);
    const about = all.map(stem).join(' ');
    const inOrder = ` ${about} `;
    // A verb in its "-ed" form describes a state ("the registered tenants"), not what to do.
    const states = new Set(off.has('states') ? [] : all.filter((word) => word.endsWith('ed')).map(stem));
    const weight = off.has('rarity') ? () => 1 : (word: string) => rarity.get(word) ?? UNTITLED_WEIGHT;
    const weigh = (list: string[]) => list.reduce((sum, word) => sum + weight(word), 0);
    const whole = weigh(words) || 1;
    for (const page of index.pages) {
      // Keywords the query says, in their order.
      const covered = new Set(
        off.has('keywords')
          ? []
          : page.phrases.filter((phrase) => inOrder.includes(phrase)).flatMap((phrase) => phrase.trim().split(' ')),
      );
      const titleSays = (word: string) =>
        page.words.has(word) || (word === partial && [...page.words].some((own) => own.startsWith(word)));
      const seen = byWorker.get(page.url)?.stems ?? [];
      const said = words.filter((word) => titleSays(word) && !(states.has(word) && page.action === word));
      const keyworded = words.filter((word) => !titleSays(word) && covered.has(word));
      const mentioned = off.has('mentions')
        ? []
        : words.filter(
            (word) =>
              !titleSays(word) &&
              !covered.has(word) &&
              (page.mentions.has(word) || seen.some((term) => word.startsWith(term))),
          );
      const share = (weigh(said) + KEYWORD * weigh(keyworded) + MENTIONED * weigh(mentioned)) / whole;
      // A question that opens with one the page answers ("which role can …"), or asks about the same words.
      const answers = (question: Page['questions'][number]) =>
        asked.startsWith(question.opening) || (typedIsQuestion && question.about !== '' && question.about === about);
      const quoting = off.has('pasted') ? undefined : page.quotes.find(pastedFrom);
      const score = Math.max(
        explains && page.action ? share * EXPLAINED : share,
        page.lowerTitle === title ? TIER.title : 0,
        !off.has('exactKeyword') && page.keywords.includes(typed) ? TIER.keyword : 0,
        quoting ? TIER.pasted : 0,
        (!off.has('questions') && page.questions.some(answers)) || page.url === changelog ? TIER.question : 0,
      );
      // A page that answers the question shows its title, not a line of its text.
      const titled = said.length + keyworded.length > 0 || score >= TIER.question;
      if (score <= (best.get(page.url)?.score ?? 0)) continue;
      // Among pages that quote a message, the one that quotes the most (the error reference) comes first.
      const cost = !titled
        ? Infinity
        : off.has('titleCost') || (covered.size > 0 && !quoting)
          ? 0
          : quoting
            ? -page.quotes.length
            : page.others.reduce((sum, word) => sum + (said.includes(word) ? 0 : (rarity.get(word) ?? 0)), 0);
      best.set(page.url, { page, score, cost, titled, anchor: quoting?.anchor || undefined });
    }
  }
  const rank = (url: string) => byWorker.get(url)?.rank ?? Infinity;
  return [...best.values()]
    .filter((entry) => byWorker.has(entry.page.url) || entry.score >= MIN_UNFOUND_SHARE)
    .sort((a, b) => b.score - a.score || a.cost - b.cost || rank(a.page.url) - rank(b.page.url));
}

/** "/accounting-system/projects/projects/{project_id}/users/{user_id}/metrics" → "/projects/…/users/{user_id}/metrics". */
export function shortenPath(path: string, maxLength = 36): string {
  const segments = path.split('/').filter(Boolean);
  if (segments[0] === API_PREFIX) segments.shift();
  if (segments.join('/').length < maxLength || segments.length <= 3) return `/${segments.join('/')}`;
  // The middle is what differs least.
  const shortened = (keep: number) => `/${segments[0]}/…/${segments.slice(-keep).join('/')}`;
  let keep = 2;
  while (keep < segments.length - 2 && shortened(keep + 1).length <= maxLength) keep += 1;
  return shortened(keep);
}

/** Where words start with an index term (Porter stems may end differently: "easili"); slimIndex.ts drops positions. */
export function positionsOf(text: string, terms: readonly string[]): Array<[number, number]> {
  const wanted = terms.map((term) => term.toLowerCase()).filter(Boolean);
  const starts = (word: string, term: string) =>
    word.startsWith(term) || (term.length > 3 && word.startsWith(term.slice(0, -1)));
  return [...text.matchAll(WORD)]
    .filter(({ 0: word }) => wanted.some((term) => starts(word.toLowerCase(), term)))
    .map((match) => [match.index, match[0].length]);
}

/** A row as shown: breadcrumbs without repeats (an operation's: its endpoint), its title's matched words marked. */
function presentable(result: SearchResult, catalog: SearchCatalog): SearchResult {
  const operation = catalog.operations.find((op) => op.url === result.document.u);
  const withCrumbs = (document: SearchDocument) => {
    const crumbs = (document.b ?? []).filter((crumb, i, all) => crumb !== all[i - 1]);
    const tidy = crumbs.at(-1) === document.t ? crumbs.slice(0, -1) : crumbs;
    return { ...document, b: operation ? [`${operation.method} ${shortenPath(operation.path)}`] : tidy };
  };
  const position = positionsOf(result.document.t, [...Object.keys(result.metadata), ...result.tokens]);
  return {
    ...result,
    // Each page shows once, so no row hangs under another.
    isInterOfTree: false,
    isLastOfTree: false,
    document: result.type === TITLE ? withCrumbs(result.document) : result.document,
    page: result.page ? withCrumbs(result.page) : result.page,
    // The plugin's highlighter starts from at least one position.
    metadata: { '': { t: { position: position.length > 0 ? position : [[0, 0]] } } },
  };
}

/** A page's title document: among the worker's results, or made from the catalog. */
const titleDocument = (url: string, found: SearchResult[], catalog: SearchCatalog): SearchDocument =>
  found.find((result) => result.document.u === url && result.type === TITLE)?.document ??
  found.map((result) => result.page || undefined).find((page) => page?.u === url) ?? {
    // Negative, unlike the index's own ids: the search page keys its results by id.
    i: -1 - Object.keys(catalog.pages).indexOf(url),
    t: catalog.pages[url]?.title ?? url,
    u: url,
    b: catalog.pages[url]?.breadcrumb ?? [],
  };

/** The rows for a query: the release or glossary entry it asks for, the endpoints it names or the best pages, then the worker's. */
export async function rankedSearch(
  search: RawSearch,
  catalog: SearchCatalog,
  input: string,
  limit: number,
  options: RankOptions = {},
) {
  const off = options.off ?? new Set();
  const endpoints = matchEndpoints(input, catalog.operations);
  const siteWords = endpoints.length > 0 ? null : inSiteForm(input, catalog, off);
  const ask = async (query: string) => (await search(query, limit)).map(withPageUrl);
  // Both asked at once: the worker answers the second without waiting for the page to take the first.
  const [asTyped, asSiteWords] = await Promise.all([ask(input), siteWords ? ask(siteWords) : []]);
  const found = [...asSiteWords, ...asTyped];
  // The words to mark in the rows and on the page opened: not "a" or "how", nor the "1" and "7" of "1.7".
  const typed = endpoints.length > 0 ? [] : (input.toLowerCase().match(WORD) ?? []);
  const tokens = typed.filter((word) => !QUESTION_WORDS.has(stem(word)) && !/^\d{1,2}$/.test(word));
  const byWorker = foundPages(found);
  const titleRow = (document: SearchDocument) => ({ document, type: TITLE, page: undefined, metadata: {}, tokens });
  const term = off.has('glossary') ? null : definedTerm(input);
  const section: CatalogSection | undefined =
    !off.has('releases') && asksForReleases(input)
      ? catalog.releases[0]
      : ((endpoints.length === 0 && !off.has('namedRelease') ? namedRelease(input, catalog.releases) : undefined) ??
        catalog.glossary.find((entry) => term && normaliseConcept(entry.title) === term));
  const { url: u = '', title: t = '', anchor: h } = section ?? {};
  // Its id lies below those titleDocument gives the catalog's pages: the search page keys results by id.
  const sectionId = -2 - Object.keys(catalog.pages).length;
  const sectionRow = section && titleRow({ i: sectionId, t, u, h, b: [catalog.pages[u]?.title ?? ''] });
  const rows =
    endpoints.length > 0
      ? endpoints.map((op) => titleRow(titleDocument(op.url, found, catalog)))
      : // One more than shown: the section row may be one of them.
        scorePages(input, catalog, found, options)
          .slice(0, limit + 1)
          .map(({ page, titled, anchor }) => {
            const row = (!titled && byWorker.get(page.url)?.row) || titleRow(titleDocument(page.url, found, catalog));
            return anchor ? { ...row, document: { ...row.document, h: anchor } } : row;
          });
  const seen = new Set<string>();
  return [...(sectionRow ? [sectionRow] : []), ...rows, ...found]
    .filter((result) => !seen.has(result.document.u) && Boolean(seen.add(result.document.u)))
    .slice(0, limit)
    .map((result) => presentable(result, catalog));
}
