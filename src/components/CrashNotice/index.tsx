import { useEffect, type ReactNode } from 'react';
import { getErrorCausalChain } from '@docusaurus/utils-common';
import clsx from 'clsx';
import { isChunkLoadError, reloadOnceForChunk } from './chunkRecovery';
import styles from './styles.module.css';

interface Props {
  error: Error;
  tryAgain: () => void;
  /** 'page' replaces the page body; 'notice' sits above static content that stays readable. */
  variant?: 'page' | 'notice';
}

/** What readers see when a page throws while rendering, or its code cannot be loaded. */
export default function CrashNotice({ error, tryAgain, variant = 'page' }: Props): ReactNode {
  const chunkError = isChunkLoadError(error);
  useEffect(() => {
    reloadOnceForChunk(error);
  }, [error]);
  const message = getErrorCausalChain(error)
    .map((e) => e.message)
    .join('\n\nCause:\n');
  // A new full load is the only way to fetch bundles again.
  const retry = chunkError ? () => window.location.reload() : tryAgain;
  const title = chunkError ? 'This page could not load' : 'This page crashed';
  const body = (
    <>
      <p className={styles.message}>{message}</p>
      <button type="button" className="button button--primary" onClick={retry}>
        {chunkError ? 'Retry' : 'Try again'}
      </button>
    </>
  );
  if (variant === 'notice') {
    return (
      <div className={clsx(styles.crash, styles.notice)} role="alert">
        <p className={styles.title}>{title}</p>
        {body}
      </div>
    );
  }
  return (
    <main className={styles.crash} role="alert">
      <h1>{title}</h1>
      {body}
    </main>
  );
}
