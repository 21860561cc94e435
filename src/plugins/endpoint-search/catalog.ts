/** What the search box loads with the index: operations, reader words, each page's title, description and keywords. */
import type { DocMetadata } from '@docusaurus/plugin-content-docs';
import type { readerWords } from '../../../config/search';
import { operationRoute } from '../openapi-operations/collections';
import { listOperations } from '../openapi-operations/spec';
import { normaliseConcept } from './client/rankedSearch';
import type { SearchCatalog } from './client/types';

export type LoadedDoc = Pick<DocMetadata, 'source' | 'permalink' | 'title' | 'description' | 'frontMatter'>;

/** Pages offered when a query finds nothing: where most readers start. */
export const POPULAR_PAGES = ['quickstart.md', 'authorization/accounting_system_roles.md', 'api/api_errors.md'];

/** The glossary, whose "## Term" sections answer "what is a term". */
export const GLOSSARY_PAGE = 'system/glossary.md';

/** A page's "## heading" sections that `pattern` matches, with the anchors Docusaurus gives them. */
const sections = (markdown: string, pattern: RegExp) =>
  [...markdown.matchAll(pattern)].map(({ 1: heading = '' }) => ({
    title: heading.trim(),
    anchor: `#${slug(heading)}`,
  }));
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}-]/gu, (char) => (/\s/.test(char) ? '-' : ''));

/** The "## Release 1.2.3" sections of a page's Markdown, newest first. */
export const releaseSections = (markdown: string) =>
  sections(markdown, /^## (Release \d+\.\d+\.\d+)\s*$/gm).sort((a, b) =>
    b.title.localeCompare(a.title, 'en', { numeric: true }),
  );

/** The messages a page quotes as code: sentences such as `Page size must be between 1 and 100.` */
export const quotedMessages = (markdown: string) => [
  ...new Set([...markdown.matchAll(/`([A-Z][^`\n/=]*(?: [^`\n/=]*){3,})`/g)].map((match) => match[1]!)),
];

export function buildSearchCatalog(
  docs: readonly LoadedDoc[],
  baseUrl: string,
  words: typeof readerWords,
  siteTitle = '',
  readSource: (source: string) => string = () => '',
): SearchCatalog {
  const urls = new Set(docs.map((doc) => doc.permalink));
  const bySource = new Map(docs.map((doc) => [doc.source.replace(/^@site\/docs\//, ''), doc.permalink]));
  const operations = listOperations().map((op) => {
    const url = `${baseUrl}${operationRoute(op.operationId)}`;
    if (!urls.has(url)) throw new Error(`endpoint-search: no page at ${url} for operation ${op.operationId}`);
    return { operationId: op.operationId, method: op.method.toUpperCase(), path: op.path, url };
  });
  const urlOf = (file: string) => {
    const url = bySource.get(file);
    // A renamed or deleted page would silently drop out of search; fail the build instead.
    if (!url) throw new Error(`endpoint-search: the search catalog names docs/${file}, which does not exist`);
    return url;
  };
  const operationUrls = new Set(operations.map((op) => op.url));
  // Each page's Markdown, read once for its quotes, the changelog's releases and the glossary's terms.
  const markdown = new Map(docs.map((doc) => [doc.source, readSource(doc.source)]));
  const page = ({ permalink, title, description, frontMatter, source }: LoadedDoc) => {
    // An operation page's keywords are its operationId and path, which matchEndpoints reads from the contract.
    // Kept as written: the ranking normalises them, and "did you mean" offers them as words.
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
    readerWords: words.map(([site, reader]) => [normaliseConcept(site), reader.map(normaliseConcept)]),
    popular: POPULAR_PAGES.map(urlOf),
    pages: Object.fromEntries(docs.map(page)),
    siteWords: normaliseConcept(siteTitle).split(' ').filter(Boolean),
    releases: docs.flatMap((doc) =>
      releaseSections(markdown.get(doc.source)!).map((section) => ({ url: doc.permalink, ...section })),
    ),
    glossary: sections(markdown.get(`@site/docs/${GLOSSARY_PAGE}`) ?? '', /^## (.+)$/gm).map((term) => ({
      url: urlOf(GLOSSARY_PAGE),
      ...term,
    })),
  };
}
