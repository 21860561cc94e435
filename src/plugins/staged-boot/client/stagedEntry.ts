/**
 * The browser bundle's entry (see ../index.ts). Each stage evaluates part of the app in a task
 * of its own; the modules stay in the main bundle ("eager"), so nothing more is downloaded.
 */
import { matchPath } from '@docusaurus/router';

interface Route {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  routes?: Route[];
}

/**
 * Walks the route table to the current page's routes the way the app will, so React Router
 * compiles (and keeps) the patterns on the way, in this stage rather than in the app's.
 */
function matchRoutesAhead(routes: Route[], pathname: string): void {
  for (const route of routes) {
    if (route.path === undefined || matchPath(pathname, route)) {
      if (route.routes) matchRoutesAhead(route.routes, pathname);
      return;
    }
  }
}

/** Resolves in a new task, after the browser has had a chance to paint and handle input. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  // React and React DOM.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // The route table, and the current page's place in it.
  const { default: routes } = await import(/* webpackMode: "eager" */ '@generated/routes');
  matchRoutesAhead(routes as Route[], window.location.pathname);
  await nextTask();
  // The app: router, theme providers and the site's client modules.
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await nextTask();
  // Docusaurus's own entry: it asks for the page's chunks and hydrates.
  await import(/* webpackMode: "eager" */ '@docusaurus-client-entry');
}

void start();
