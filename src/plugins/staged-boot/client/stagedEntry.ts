/**
 * The browser bundle's entry (see ../index.ts). Each stage evaluates part of the app in a task
 * of its own; the modules stay in the main bundle ("eager"), so nothing more is downloaded.
 */
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
  // In the bundle's own task: `window.docusaurus` must exist by DOMContentLoaded, when
  // Docusaurus's base-URL check looks for it (and shows its "did not load properly" banner if
  // it is missing). Docusaurus's entry assigns the same object again later.
  (window as unknown as { docusaurus: typeof docusaurus }).docusaurus = docusaurus;
  replayEarlyClicks();
  await nextTask();
  // The page's chunks, requested now so they download while the other stages run: one per
  // task (see ./pageChunks.ts), then all of them through Docusaurus's preload, which finds
  // them pending. A failure is left to Docusaurus's entry: it asks again, gets the same
  // rejection and reports it (see src/clientModules/chunkLoadRecovery.tsx); reported here
  // too, it would reload the page twice.
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
