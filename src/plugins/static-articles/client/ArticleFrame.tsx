import type { ReactNode } from 'react';

/** DocItem/Content in the browser: the static article renders itself, without the theme's renderer. */
export default function ArticleFrame({ children }: { children: ReactNode }): ReactNode {
  return children;
}
