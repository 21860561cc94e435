/** What the search box loads with the index: operations, reader words, each page's title, description and keywords. */
import type { DocMetadata } from '@docusaurus/plugin-content-docs';
import { createSlugger } from '@docusaurus/utils';
import type { readerWords } from '../../../config/search';
import { operationRoute } from '../openapi-operations/collections';
import { listOperations } from '../openapi-operations/spec';
import { normaliseConcept } from './words';

export type LoadedDoc = Pick<DocMetadata, 'source' | 'permalink' | 'title' | 'description' | 'frontMatter'>;

/** Offered when a query finds nothing: where most readers start. */
export const POPULAR_PAGES = ['quickstart.md', 'authorization/accounting_system_roles.md', 'api/api_errors.md'];

/** The glossary, whose "## Term" sections answer "what is a term". */
export const GLOSSARY_PAGE = 'system/glossary.md';

/** A page's headings outside code blocks, in order, with the anchors Docusaurus gives them and where each starts. */
export function headings(markdown: string) {
  const slugger = createSlugger();
  let fenced = false;
  return [...markdown.matchAll(/^.*$/gm)].flatMap(({ 0: line, index: at }) => {
    if (/^\s*(?:```|~~~)/.test(line)) fenced = !fenced;
    const heading = fenced ? null : /^(#{2,6})\s+(.+?)(?:\s*\{#([\w-]+)\})?\s*$/.exec(line);
    if (!heading) return [];
    const [, hashes = '', title = '', id] = heading;
    return [{ level: hashes.length, title, anchor: `#${id ?? slugger.slug(title)}`, at }];
  });
}

/** Messages a page quotes as code, each with the anchor of the section that first quotes it ('' above any heading). */
export const quotedMessages = (markdown: string): Array<[message: string, anchor: string]> => {
  const sections = headings(markdown);
  const quotes = new Map<string, string>();
  for (const { 1: message = '', index } of markdown.matchAll(/`([A-Z][^`\n/=]*(?: [^`\n/=]*){3,})`/g)) {
    if (!quotes.has(message))
      quotes.set(message, sections.filter((heading) => heading.at < index).at(-1)?.anchor ?? '');
  }
  return [...quotes];
};

export function buildSearchCatalog(
  docs: readonly LoadedDoc[],
  baseUrl: string,
  words: typeof readerWords,
  siteTitle = '',
  readSource: (source: string) => string = () => '',
) {
  const urls = new Set(docs.map((doc) => doc.permalink));
  const bySource = new Map(docs.map((doc) => [doc.source.replace(/^@site\/docs\//, ''), doc.permalink]));
  const operations = listOperations().map((op) => {
    const url = `${baseUrl}${operationRoute(op.operationId)}`;
    if (!urls.has(url)) throw new Error(`endpoint-search: no page at ${url} for operation ${op.operationId}`);
    return { operationId: op.operationId, method: op.method.toUpperCase(), path: op.path, url };
  });
  const urlOf = (file: string) => {
    const url = bySource.get(file);
    // A renamed or deleted page would silently drop out of search.
    if (!url) throw new Error(`endpoint-search: the search catalog names docs/${file}, which does not exist`);
    return url;
  };
  const operationUrls = new Set(operations.map((op) => op.url));
  const markdown = new Map(docs.map((doc) => [doc.source, readSource(doc.source)]));
  const page = ({ permalink, title, description, frontMatter, source }: LoadedDoc) => {
    // An operation page's keywords are its operationId and path, which matchEndpoints reads from the contract;
    // the others stay as written, for "did you mean" to offer (the ranking normalises them).
    const written = !operationUrls.has(permalink);
    const keywords = written ? (frontMatter.keywords ?? []).map((k) => k.toLowerCase()) : [];
    const quotes = written ? quotedMessages(markdown.get(source)!) : [];
    return [
      permalink,
      { title, description, ...(keywords.length > 0 && { keywords }), ...(quotes.length > 0 && { quotes }) },
    ] as const;
  };
  return {
    operations,
    readerWords: words.map(([site, reader]) => [normaliseConcept(site), reader.map(normaliseConcept)] as const),
    popular: POPULAR_PAGES.map(urlOf),
    pages: Object.fromEntries(docs.map(page)),
    // The site's own name says nothing about which page is meant.
    siteWords: normaliseConcept(siteTitle).split(' ').filter(Boolean),
    // The "## Release 1.2.3" sections (the changelog's), newest first.
    releases: docs
      .flatMap((doc) => headings(markdown.get(doc.source)!).map((heading) => ({ url: doc.permalink, ...heading })))
      .filter(({ level, title }) => level === 2 && /^Release \d+\.\d+\.\d+$/.test(title))
      .map(({ url, title, anchor }) => ({ url, title, anchor }))
      .sort((a, b) => b.title.localeCompare(a.title, 'en', { numeric: true })),
    glossary: headings(markdown.get(`@site/docs/${GLOSSARY_PAGE}`) ?? '')
      .filter(({ level }) => level === 2)
      .map(({ title, anchor }) => ({ url: urlOf(GLOSSARY_PAGE), title, anchor })),
  };
}

type BuiltCatalog = ReturnType<typeof buildSearchCatalog>;

/** The catalog with each page's breadcrumb, which only the index the plugin writes after the build knows. */
export function withBreadcrumbs(catalog: BuiltCatalog, breadcrumbs: ReadonlyMap<string, string[]>) {
  const pages: Record<string, BuiltCatalog['pages'][string] & { breadcrumb?: string[] }> = {};
  for (const [url, page] of Object.entries(catalog.pages)) {
    const breadcrumb = breadcrumbs.get(url) ?? [];
    pages[url] = breadcrumb.length > 0 ? { ...page, breadcrumb } : page;
  }
  return { ...catalog, pages };
}
