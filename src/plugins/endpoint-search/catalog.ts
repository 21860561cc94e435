/** What the search box loads with the index: operations, config/search.ts by page URL, each page's title and description. */
import type { DocMetadata } from '@docusaurus/plugin-content-docs';
import type * as config from '../../../config/search';
import { operationRoute } from '../openapi-operations/collections';
import { listOperations } from '../openapi-operations/spec';
import { normaliseConcept } from './client/rankedSearch';
import type { SearchCatalog } from './client/types';

export type SearchWords = Pick<typeof config, 'definingPages' | 'questionPages' | 'readerWords'>;
export type LoadedDoc = Pick<DocMetadata, 'source' | 'permalink' | 'title' | 'description'>;

/** Pages offered when a query finds nothing: where most readers start. */
export const POPULAR_PAGES = ['quickstart.md', 'authorization/accounting_system_roles.md', 'api/api_errors.md'];

/** The "## Release 1.2.3" sections of a page's Markdown, newest first, as heading anchors. */
export const releaseSections = (markdown: string) =>
  [...markdown.matchAll(/^## Release (\d+\.\d+\.\d+)\s*$/gm)]
    .map((match) => match[1]!)
    .sort((a, b) => b.localeCompare(a, 'en', { numeric: true }))
    .map((version) => ({ title: `Release ${version}`, anchor: `#release-${version.replaceAll('.', '')}` }));

export function buildSearchCatalog(
  docs: readonly LoadedDoc[],
  baseUrl: string,
  { definingPages, questionPages, readerWords }: SearchWords,
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
    // A renamed or deleted page would silently drop its promotion; fail the build instead.
    if (!url) throw new Error(`endpoint-search: config/search.ts names docs/${file}, which does not exist`);
    return url;
  };
  const promoted = (byFile: SearchWords['definingPages']) =>
    Object.entries(byFile).map(([file, terms]) => ({ terms: terms.map(normaliseConcept), url: urlOf(file) }));
  return {
    operations,
    promotions: promoted(definingPages),
    questions: promoted(questionPages),
    readerWords: readerWords.map(([site, reader]) => [normaliseConcept(site), reader.map(normaliseConcept)]),
    popular: POPULAR_PAGES.map(urlOf),
    pages: Object.fromEntries(docs.map(({ permalink, title, description }) => [permalink, { title, description }])),
    siteWords: normaliseConcept(siteTitle).split(' ').filter(Boolean),
    releases: docs.flatMap((doc) =>
      releaseSections(readSource(doc.source)).map((section) => ({ url: doc.permalink, ...section })),
    ),
  };
}
