import { getErrorCausalChain } from '@docusaurus/utils-common';

/** A page bundle (JS or CSS chunk) that failed to download, e.g. after a deploy replaced it. */
export function isChunkLoadError(error: unknown): error is Error {
  return (
    error instanceof Error &&
    getErrorCausalChain(error).some(
      (e) => e.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(e.message),
    )
  );
}

/**
 * True when the current document is itself a reload of the current path: by us, by the router
 * after a failed navigation (Docusaurus reloads the target page then), or by the reader. A
 * second automatic reload would only repeat the failure, so the error is shown instead.
 */
function currentPathWasReloaded(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' && new URL(entry.name).pathname === window.location.pathname;
}

/** Set once this document has asked for its reload. */
let reloadStarted = false;

/**
 * A fresh HTML page references the bundles that exist now, so one reload fixes a missing
 * chunk after a deploy. Reloads at most once per path; returns true when a reload started.
 */
export function reloadOnceForChunk(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error) || currentPathWasReloaded()) return false;
  // Several bundles may fail together; the reload the first one started covers them all.
  if (reloadStarted) return true;
  reloadStarted = true;
  console.warn('A page bundle failed to load; reloading the page once.', error);
  window.location.reload();
  return true;
}
