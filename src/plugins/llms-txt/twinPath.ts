/**
 * Where the Markdown twin of a doc page lives, derived from the page's permalink (base path
 * included): `/base/docs/api/metric` → `/base/docs/api/metric.md`. A permalink that ends in a
 * slash (the docs root, `/base/docs/`) gets `index.md`, since `/base/docs/.md` would be a hidden
 * file on most servers. Used at build time by the plugin and in the browser by the copy button.
 */
export function markdownTwinPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
