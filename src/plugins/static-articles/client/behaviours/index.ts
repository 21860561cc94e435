import { enableTabs } from './tabs';
import { addCopyButtons } from './copyButtons';
import { focusableWideTables } from './tables';
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
    focusableWideTables(article),
    routeInternalLinks(article, navigate),
  ];
  return () => cleanups.forEach((cleanup) => cleanup());
}
