// The plugin's modules this site imports ship JavaScript only; ../index.ts checks their shape.
declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker' {
  import type { RawSearch } from '@site/src/plugins/endpoint-search/client/types';
  export function fetchIndexesByWorker(baseUrl: string, searchContext: string): Promise<void>;
  export function searchByWorker(
    baseUrl: string,
    context: string,
    ...query: Parameters<RawSearch>
  ): ReturnType<RawSearch>;
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker' {
  import type { RawSearch } from '@site/src/plugins/endpoint-search/client/types';
  export class SearchWorker {
    search(baseUrl: string, context: string, ...query: Parameters<RawSearch>): ReturnType<RawSearch>;
  }
}

declare module '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces' {
  export enum SearchDocumentType {
    Title = 0,
    Heading = 1,
    Description = 2,
    Keywords = 3,
    Content = 4,
  }
}

// mark.js ships no types; client/lazyMark.ts uses this much of it.
declare module 'mark.js' {
  export default class Mark {
    constructor(root: Element);
    mark(keywords: string | string[], options?: Record<string, unknown>): void;
    unmark(options?: Record<string, unknown>): void;
  }
}

// The suggestion widget twoStage.ts wraps.
declare module '@easyops-cn/autocomplete.js';
