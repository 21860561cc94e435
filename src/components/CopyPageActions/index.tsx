import { useEffect, useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

interface Props {
  /** Site path of the page's Markdown twin (built by src/plugins/llms-txt). */
  markdownPath: string;
}

type Status = 'idle' | 'copying' | 'copied' | 'failed';

/** Copies the page as Markdown, fetched on click so pages stay light, and links the file. */
export default function CopyPageActions({ markdownPath }: Props): ReactNode {
  const [status, setStatus] = useState<Status>('idle');
  const reset = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(reset.current), []);

  async function copy() {
    // Not `disabled` while copying: disabling the focused button would drop keyboard focus.
    if (status === 'copying') return;
    window.clearTimeout(reset.current);
    setStatus('copying');
    try {
      const text = fetch(markdownPath).then((response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}`);
        return response.text();
      });
      try {
        // Handing the clipboard a promise keeps Safari's user-gesture check happy while we fetch.
        await navigator.clipboard.write([
          new ClipboardItem({ 'text/plain': text.then((value) => new Blob([value], { type: 'text/plain' })) }),
        ]);
      } catch {
        await navigator.clipboard.writeText(await text);
      }
      setStatus('copied');
    } catch {
      setStatus('failed');
    }
    reset.current = window.setTimeout(() => setStatus('idle'), 4000);
  }

  return (
    <div className={styles.actions}>
      <button
        type="button"
        className={clsx('button button--sm button--outline button--secondary', styles.button)}
        onClick={copy}
        aria-busy={status === 'copying'}
        title="Copy this page as Markdown, for example to paste it into an AI assistant"
      >
        <svg className={styles.icon} viewBox="0 0 24 24" width="16" height="16" aria-hidden="true">
          <path
            fill="currentColor"
            d="M16 1H4a2 2 0 0 0-2 2v14h2V3h12V1zm3 4H8a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h11a2 2 0 0 0 2-2V7a2 2 0 0 0-2-2zm0 16H8V7h11v14z"
          />
        </svg>
        Copy page
      </button>
      <a className={clsx('button button--sm button--link', styles.button)} href={markdownPath}>
        View as Markdown
      </a>
      <span className={clsx(styles.status, status === 'failed' && styles.failed)} role="status" aria-live="polite">
        {status === 'copied' && 'Copied'}
        {status === 'failed' && 'Copy failed: open “View as Markdown” and copy from there'}
      </span>
    </div>
  );
}
