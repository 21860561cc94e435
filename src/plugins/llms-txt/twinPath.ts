/** A page's Markdown twin: `/base/docs/x` → `/base/docs/x.md`, the docs root `/base/docs/` → `index.md`. */
export function markdownTwinPath(permalink: string): string {
  return permalink.endsWith('/') ? `${permalink}index.md` : `${permalink}.md`;
}
