/** The browser bundle's entry: each stage in a task of its own, from the main bundle ("eager"). */
// First: the address made readable before the route preload below reads it (a client module, run here earlier).
import '../../../clientModules/wellFormedAddress';
import docusaurus from '@docusaurus/core/lib/client/docusaurus';
import { matchPath } from '@docusaurus/router';
import registry from '@generated/registry';
import routes from '@generated/routes';
import routesChunkNames from '@generated/routesChunkNames';
import { chunkNamesOf, matchRouteBranch } from './pageChunks';
import { replayEarlyClicks } from './replayEarlyClicks';

/** Resolves in a new task, after the browser has had a chance to paint and handle input. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => resolve();
    channel.port2.postMessage(null);
  });
}

async function start(): Promise<void> {
  // By DOMContentLoaded, or Docusaurus's base-URL check shows its "did not load properly" banner.
  (window as unknown as { docusaurus: typeof docusaurus }).docusaurus = docusaurus;
  replayEarlyClicks();
  await nextTask();
  // The page's chunks download meanwhile; a failure is left to Docusaurus's entry (else two reloads).
  const { pathname } = window.location;
  const branch = await matchRouteBranch(routes, (route) => matchPath(pathname, route) !== null, nextTask);
  const paths = branch.flatMap((route) => (typeof route.path === 'string' ? [route.path] : []));
  for (const chunkName of chunkNamesOf(paths, routesChunkNames)) {
    registry[chunkName]?.[0]().catch(() => undefined);
    await nextTask();
  }
  const pageChunks = docusaurus.preload(pathname);
  if (pageChunks) pageChunks.catch(() => undefined);
  await nextTask();
  // React and React DOM.
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  // The app: router, theme providers and the site's client modules.
  await import(/* webpackMode: "eager" */ '@docusaurus/core/lib/client/App');
  await nextTask();
  // Docusaurus's own entry: it waits for the page's chunks (already on their way) and hydrates.
  await import(/* webpackMode: "eager" */ '@docusaurus-client-entry');
}

void start();
