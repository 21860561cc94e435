import { useEffect, type ReactNode } from 'react';
import { getErrorCausalChain } from '@docusaurus/utils-common';
import styles from './styles.module.css';

interface Props {
  error: Error;
  tryAgain: () => void;
}

const RELOAD_KEY = 'docs-chunk-reload';

/** A page bundle that failed to download (for example after a deploy replaced it). */
export function isChunkLoadError(error: Error): boolean {
  return getErrorCausalChain(error).some(
    (e) => e.name === 'ChunkLoadError' || /Loading (CSS )?chunk [\w-]+ failed/i.test(e.message),
  );
}

/**
 * Reloads the window once per page for a missing chunk (a fresh HTML page references the
 * new bundles). Returns true when a reload was started.
 */
function reloadOnceForChunk(error: Error): boolean {
  if (typeof window === 'undefined' || !isChunkLoadError(error)) return false;
  const key = `${RELOAD_KEY}:${window.location.pathname}`;
  if (window.sessionStorage.getItem(key)) return false;
  window.sessionStorage.setItem(key, String(Date.now()));
  console.warn('A page bundle failed to load; reloading the page once.', error);
  window.location.reload();
  return true;
}

/** What readers see when a page throws while rendering, or its code cannot be loaded. */
export default function CrashNotice({ error, tryAgain }: Props): ReactNode {
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    reloadOnceForChunk(error);
  }, [error]);
  const message = getErrorCausalChain(error)
    .map((e) => e.message)
    .join('\n\nCause:\n');
  const retry = () => {
    if (chunkError) {
      // A new full load is the only way to fetch bundles again.
      window.location.reload();
    } else {
      tryAgain();
    }
  };
  return (
    <main className={styles.crash} role="alert">
      <h1>{chunkError ? 'This page could not load' : 'This page crashed'}</h1>
      <p className={styles.message}>{message}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        {chunkError ? 'Retry' : 'Try again'}
      </button>
    </main>
  );
}
