/** What the build tells the search box about operations and pages (see ../catalog.ts). */
export interface CatalogOperation {
  operationId: string;
  /** Upper case; the path as in the contract, with /accounting-system and {parameters}. */
  method: string;
  path: string;
  url: string;
}

/** A heading of a page: a release of the changelog, a term of the glossary. */
export type CatalogSection = { url: string; title: string; anchor: string };

export interface SearchCatalog {
  operations: CatalogOperation[];
  /** [the site's words, readers' words for them], normalised (config/search.ts readerWords). */
  readerWords: Array<[string, string[]]>;
  /** Offered when nothing matches. */
  popular: string[];
  /** Each page's title and description; a hand-written page's keywords in lower case and the messages it quotes, each with its section's anchor. */
  pages: Record<
    string,
    { title: string; description: string; keywords?: string[]; quotes?: Array<[message: string, anchor: string]> }
  >;
  /** Words of the site's name (normalised): they say nothing about which page is meant. */
  siteWords: string[];
  /** The changelog's release sections, newest first. */
  releases: CatalogSection[];
  /** The glossary's terms. */
  glossary: CatalogSection[];
}

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
