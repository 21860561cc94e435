import type { PluginOptions } from '@docusaurus/plugin-sitemap';

/**
 * The sitemap lists every page a reader can land on exactly once: the home page, the doc and
 * category pages (with the date of their last change when git knows it) and the API explorer.
 * Test-only pages and the search results page are left out; the not-found page is `noindex`,
 * which the sitemap plugin already skips.
 */
export const sitemapOptions = {
  lastmod: 'date',
  changefreq: null,
  priority: null,
  ignorePatterns: ['**/__test__/**', '**/search'],
} satisfies Partial<PluginOptions>;
