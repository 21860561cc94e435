/** What the search box loads with the index: operations, config/search.ts by page URL, and each page's kind and description. */
import { operationRoute } from '../openapi-operations/collections';
import { listOperations } from '../openapi-operations/spec';
import { normaliseConcept } from './client/rankedSearch';
import type { SearchCatalog } from './client/types';

export interface SearchWords {
  definingPages: Readonly<Record<string, readonly string[]>>;
  questionPages: Readonly<Record<string, readonly string[]>>;
  readerWords: ReadonlyArray<readonly [string, readonly string[]]>;
}

/** Pages offered when a query finds nothing: where most readers start. */
export const POPULAR_PAGES = ['quickstart.md', 'authorization/accounting_system_roles.md', 'api/api_errors.md'];

/** The fields of a loaded doc this catalog reads (plugin-content-docs' DocMetadata). */
export interface LoadedDoc {
  source: string;
  permalink: string;
  title: string;
  description: string;
}

/** Which part of the site a page belongs to, for the label on the search page. */
export function pageKind(source: string): 'reference' | 'guide' {
  return /^@site\/docs\/api\//.test(source) ? 'reference' : 'guide';
}

/** The "## Release 1.2.3" sections of a page's Markdown, newest first, as heading anchors. */
export function releaseSections(markdown: string): Array<{ title: string; anchor: string }> {
  const versions = [...markdown.matchAll(/^## Release (\d+)\.(\d+)\.(\d+)\s*$/gm)].map((m) =>
    m.slice(1, 4).map(Number),
  );
  return versions
    .sort((a, b) => b[0]! - a[0]! || b[1]! - a[1]! || b[2]! - a[2]!)
    .map((v) => ({ title: `Release ${v.join('.')}`, anchor: `#release-${v.join('')}` }));
}

export function buildSearchCatalog(
  docs: readonly LoadedDoc[],
  baseUrl: string,
  { definingPages, questionPages, readerWords }: SearchWords,
  siteTitle = '',
  readSource: (source: string) => string = () => '',
): SearchCatalog {
  const byPermalink = new Map(docs.map((doc) => [doc.permalink, doc]));
  const bySource = new Map(docs.map((doc) => [doc.source.replace(/^@site\/docs\//, ''), doc]));

  const operations = listOperations().map((op) => {
    const url = `${baseUrl}${operationRoute(op.operationId)}`;
    const doc = byPermalink.get(url);
    if (!doc) throw new Error(`endpoint-search: no page at ${url} for operation ${op.operationId}`);
    return { operationId: op.operationId, method: op.method.toUpperCase(), path: op.path, url, title: doc.title };
  });

  const page = (file: string) => {
    const doc = bySource.get(file);
    // A renamed or deleted page would silently drop its promotion; fail the build instead.
    if (!doc) throw new Error(`endpoint-search: config/search.ts names docs/${file}, which does not exist`);
    return { url: doc.permalink, title: doc.title };
  };
  const promoted = (byFile: SearchWords['definingPages']) =>
    Object.entries(byFile).map(([file, terms]) => ({ terms: terms.map(normaliseConcept), ...page(file) }));
  const vocabulary = new Set<string>();
  for (const text of [...docs.map((doc) => doc.title), ...Object.values(definingPages).flat()]) {
    for (const word of text.toLowerCase().match(/\p{L}{4,}/gu) ?? []) vocabulary.add(word);
  }

  const pages = Object.fromEntries(
    docs.map((doc) => [doc.permalink, { kind: pageKind(doc.source), title: doc.title, description: doc.description }]),
  );
  const releases = docs.flatMap((doc) =>
    releaseSections(readSource(doc.source)).map((section) => ({ url: doc.permalink, ...section })),
  );
  return {
    operations,
    promotions: promoted(definingPages),
    questions: promoted(questionPages),
    readerWords: readerWords.map(([site, reader]) => [normaliseConcept(site), reader.map(normaliseConcept)]),
    vocabulary: [...vocabulary].sort(),
    popular: POPULAR_PAGES.map(page),
    pages,
    siteWords: normaliseConcept(siteTitle).split(' ').filter(Boolean),
    releases,
  };
}
