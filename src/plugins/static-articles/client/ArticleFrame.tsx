import type { ReactNode } from 'react';

/**
 * The classic theme's DocItem/Content in the browser bundle: the doc's module (a static article,
 * see loadArticle.tsx) renders the article element itself, so the theme's content renderer and
 * every component the docs use stay out of the browser's JavaScript.
 */
export default function ArticleFrame({ children }: { children: ReactNode }): ReactNode {
  return children;
}
