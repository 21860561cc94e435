/**
 * An article's links to app routes navigate in the app, their bundles fetched on hover or focus,
 * as the theme's links do; links to files and unknown paths stay ordinary links.
 */
import { matchPath } from '@docusaurus/router';
import routes from '@generated/routes';
import type docusaurus from '@docusaurus/core/lib/client/docusaurus';
import type { RoutePattern } from '../../../staged-boot/client/pageChunks';

/** Whether a route of the app renders exactly this path (a catch-all does not count). */
function isAppRoute(routeList: readonly RoutePattern[], pathname: string): boolean {
  for (const route of routeList) {
    if (route.path === undefined || route.path === '*') continue;
    const match = matchPath(pathname, { path: route.path, exact: route.exact, strict: route.strict });
    if (!match) continue;
    if (match.isExact && !route.routes) return true;
    if (route.routes && isAppRoute(route.routes, pathname)) return true;
  }
  return false;
}

/** The site route an in-app link may open, or null when it should load as a page. */
function appPath(anchor: HTMLAnchorElement, current: Location): string | null {
  if ((anchor.target && anchor.target !== '_self') || anchor.hasAttribute('download')) return null;
  const url = new URL(anchor.href, current.href);
  if (url.origin !== current.origin) return null;
  // An anchor on this page: the browser scrolls to it.
  if (url.pathname === current.pathname && url.hash) return null;
  if (!isAppRoute(routes, url.pathname)) return null;
  return url.pathname + url.search + url.hash;
}

export function routeInternalLinks(article: HTMLElement, navigate: (path: string) => void): () => void {
  const anchorOf = (target: EventTarget | null) =>
    target instanceof Element ? target.closest<HTMLAnchorElement>('a[href]') : null;

  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const anchor = anchorOf(event.target);
    const path = anchor && appPath(anchor, window.location);
    if (!path) return;
    event.preventDefault();
    navigate(path);
  };

  const preloaded = new Set<string>();
  const onIntent = (event: Event) => {
    const anchor = anchorOf(event.target);
    const path = anchor && appPath(anchor, window.location);
    if (!path) return;
    const { pathname } = new URL(path, window.location.href);
    if (preloaded.has(pathname)) return;
    preloaded.add(pathname);
    (window as Window & { docusaurus?: typeof docusaurus }).docusaurus?.preload(pathname);
  };

  const intents = ['mouseover', 'focusin', 'touchstart'] as const;
  article.addEventListener('click', onClick);
  for (const type of intents) article.addEventListener(type, onIntent, { passive: true });
  return () => {
    article.removeEventListener('click', onClick);
    for (const type of intents) article.removeEventListener(type, onIntent);
  };
}
