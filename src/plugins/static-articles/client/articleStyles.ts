/**
 * The styles of the components an article's HTML was rendered with (code blocks, tabs,
 * admonitions, details, headings, tables, diagrams). The browser bundle no longer imports those
 * components, and a CSS module reaches the stylesheet only through an import. Docusaurus puts
 * all CSS into the site's one stylesheet, whichever chunk imports it, so importing the
 * components from a chunk that is never loaded keeps their styles and leaves out their
 * JavaScript.
 */
export const loadArticleComponents = () => import('@theme/MDXComponents');
