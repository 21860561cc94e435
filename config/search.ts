import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

/**
 * Local lunr search: the index is built at build time and queried in a web worker, so the
 * site never calls a search service.
 */
export const searchOptions = {
  // 'filename' puts a content hash in the index file name, so a new deploy never serves a
  // stale index from a cache.
  hashed: 'filename',
  language: ['en', 'zh'],
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: '/docs',
  explicitSearchResultPath: true,
  highlightSearchTermsOnTargetPage: true,
  searchResultLimits: 8,
  searchResultContextMaxLength: 60,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
} satisfies Partial<PluginOptions>;
