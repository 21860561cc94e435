/**
 * Keeps the CSS of the components articles were rendered with: the browser never imports them
 * now, and Docusaurus puts all CSS in one stylesheet, so a chunk that never loads can import them.
 */
export const loadArticleComponents = () => import('@theme/MDXComponents');
