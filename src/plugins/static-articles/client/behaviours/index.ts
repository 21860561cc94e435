import { enableTabs } from './tabs';
import { addCopyButtons } from './copyButtons';
import {
  SCROLLABLE_TABLE_ATTRIBUTE,
  focusableWhileScrolling,
} from '@site/src/components/ScrollableTable/focusableWhileScrolling';
import { routeInternalLinks } from './links';

interface Options {
  /** Opens an internal path (with search and hash) in the app, without a page load. */
  navigate: (path: string) => void;
}

/** Wires the behaviours of a static article; returns the clean-up. */
export function enhanceArticle(article: HTMLElement, { navigate }: Options): () => void {
  const cleanups = [
    enableTabs(article),
    addCopyButtons(article),
    // Tables wider than the article take keyboard focus while they scroll, as ScrollableTable does.
    focusableWhileScrolling(article.querySelectorAll(`[${SCROLLABLE_TABLE_ATTRIBUTE}]`)),
    routeInternalLinks(article, navigate),
  ];
  return () => cleanups.forEach((cleanup) => cleanup());
}
