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

/** Whether this document is a reload of this path already: another would repeat the failure. */
function currentPathWasReloaded(): boolean {
  const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  return entry?.type === 'reload' && new URL(entry.name).pathname === window.location.pathname;
}

/** Set once this document has asked for its reload. */
let reloadStarted = false;

/** Reloads once per path (a fresh page names the bundles of the new deploy); true when it did. */
export function reloadOnceForChunk(error: unknown): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error) || currentPathWasReloaded()) return false;
  // Several bundles may fail together; the reload the first one started covers them all.
  if (reloadStarted) return true;
  reloadStarted = true;
  console.warn('A page bundle failed to load; reloading the page once.', error);
  window.location.reload();
  return true;
}
