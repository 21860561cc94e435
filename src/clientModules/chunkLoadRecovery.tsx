/**
 * A page bundle that fails to download before the app starts rejects with nobody listening and the page
 * stays inert; here it reloads once, then shows the error with "Retry" above the static content.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { createRoot } from 'react-dom/client';
import CrashNotice from '@site/src/components/CrashNotice';
import { isChunkLoadError, reloadOnceForChunk } from '@site/src/components/CrashNotice/chunkRecovery';
import { appHasStarted } from '@site/src/utils/appHasStarted';

const NOTICE_ID = 'chunk-load-notice';

function showNotice(error: Error): void {
  if (document.getElementById(NOTICE_ID)) return;
  const container = document.createElement('div');
  container.id = NOTICE_ID;
  container.className = 'container';
  // Above the page body (a flex row with the sidebar on doc pages), below the navbar.
  const content = document.getElementById('__docusaurus_skipToContent_fallback');
  if (content?.parentElement) content.parentElement.insertBefore(container, content);
  else document.body.prepend(container);
  createRoot(container).render(
    <CrashNotice error={error} tryAgain={() => window.location.reload()} variant="notice" />,
  );
}

if (ExecutionEnvironment.canUseDOM) {
  window.addEventListener('unhandledrejection', (event) => {
    const error: unknown = event.reason;
    if (!isChunkLoadError(error)) return;
    event.preventDefault();
    if (appHasStarted()) {
      // A link preloading its page on hover; the navigation itself handles the failure.
      console.warn('A page bundle failed to preload; it will be fetched again when needed.', error);
      return;
    }
    if (!reloadOnceForChunk(error)) showNotice(error);
  });
}
