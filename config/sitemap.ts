import type { PluginOptions } from '@docusaurus/plugin-sitemap';

/**
 * Every page a reader can land on, once, with its last change when git knows it; not the
 * search results page (the `noindex` not-found page the plugin skips itself).
 */
export const sitemapOptions = {
  lastmod: 'date',
  changefreq: null,
  priority: null,
  ignorePatterns: ['**/__test__/**', '**/search'],
} satisfies Partial<PluginOptions>;
