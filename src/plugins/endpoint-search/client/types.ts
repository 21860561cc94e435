import type { withBreadcrumbs } from '../catalog';

/** What the build tells the search box about operations, pages, reader words, releases and glossary terms (../catalog.ts). */
export type SearchCatalog = ReturnType<typeof withBreadcrumbs>;
export type CatalogOperation = SearchCatalog['operations'][number];
/** A heading of a page: a release of the changelog, a term of the glossary. */
export type CatalogSection = SearchCatalog['releases'][number];

/** The part of the plugin's search result this code reads or builds (its SearchResult type). */
export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  b?: string[];
  s?: string;
}

export interface SearchResult {
  document: SearchDocument;
  /** 0 title, 1 heading, 2 description, 3 keywords, 4 content (the plugin's SearchDocumentType). */
  type: number;
  page?: SearchDocument | false | undefined;
  metadata: Record<string, Record<string, { position: Array<[number, number]> }>>;
  tokens: string[];
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
}

export type RawSearch = (query: string, limit: number) => Promise<SearchResult[]>;
