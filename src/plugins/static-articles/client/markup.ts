/** What a static article reads in the theme's HTML (checked in tests/unit/upstream-contracts.test.ts). */

/** The element holding the article's content (the theme's DocItem/Content, `ThemeClassNames.docs.docMarkdown`). */
export const ARTICLE_SELECTOR = '.theme-doc-markdown';

/** The class the theme's DocItem puts on <html> for the doc with this id. */
export const docHtmlClassName = (id: string): string => `docs-doc-id-${id}`;
