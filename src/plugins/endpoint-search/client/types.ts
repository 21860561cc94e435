/** What the build tells the search box about operations and defining pages (see ../catalog.ts). */
export interface CatalogOperation {
  operationId: string;
  /** Upper case, as readers write it: GET, POST, … */
  method: string;
  /** As in the contract, with the /accounting-system prefix and {parameters}. */
  path: string;
  /** The operation page's URL, base path included (the `u` of the search index). */
  url: string;
  title: string;
}

export interface CatalogPromotion {
  /** Normalised queries (see normaliseConcept) that put this page first. */
  terms: string[];
  url: string;
  title: string;
}

/** A question opening (normalised) that puts the page answering it first. */
export interface CatalogQuestion {
  prefixes: string[];
  url: string;
  title: string;
}

export interface CatalogPage {
  kind: 'reference' | 'guide';
  title: string;
  description: string;
}

export interface SearchCatalog {
  operations: CatalogOperation[];
  promotions: CatalogPromotion[];
  questions: CatalogQuestion[];
  /** [the site's words, readers' words for them], normalised (config/search.ts readerWords). */
  readerWords: Array<[string, string[]]>;
  /** Words of page titles and concept terms: the nearest ones are offered when nothing matches. */
  vocabulary: string[];
  /** Pages offered when a query finds nothing (quickstart, roles, errors). */
  popular: Array<{ url: string; title: string }>;
  /** Keyed by page URL. */
  pages: Record<string, CatalogPage>;
  /** Words of the site's name (normalised): they say nothing about which page is meant. */
  siteWords: string[];
  /** The changelog's release sections, newest first. */
  releases: Array<{ url: string; title: string; anchor: string }>;
}

/** The part of the plugin's search result this code reads or builds (its SearchResult type). */
export interface SearchDocument {
  i: number;
  t: string;
  u: string;
  h?: string;
  b?: string[];
  s?: string;
  p?: number;
}

export interface SearchResult {
  document: SearchDocument;
  /** 0 title, 1 heading, 2 description, 3 keywords, 4 content (the plugin's SearchDocumentType). */
  type: number;
  page?: SearchDocument | false | undefined;
  metadata: Record<string, Record<string, { position: Array<[number, number]> }>>;
  tokens: string[];
  score?: number;
  index?: number;
  isInterOfTree?: boolean;
  isLastOfTree?: boolean;
}

export type RawSearch = (query: string, limit: number) => Promise<SearchResult[]>;
