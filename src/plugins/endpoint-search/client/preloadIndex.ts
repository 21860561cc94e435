/**
 * The "searchPreload" trick (ARCHITECTURE.md): once a page has loaded and the browser is idle,
 * start the search worker, load the index into it and fetch the suggestion widget, so the
 * reader's first mod+k or click on the search box finds suggestions ready. The worker parses
 * the index off the main thread, and the index file is content-hashed, so a browser fetches it
 * once per deploy. Readers who asked to save data, or are on a 2G connection, get the index on
 * their first use of the search box instead, as without this module.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import { wantsLessData, type NetworkInformation } from './wantsLessData';

/** The worker keeps one index per version URL and search context; the search bar asks with these (no docs versions, no contexts). */
const PRELOAD_ARGUMENTS = [siteConfig.baseUrl, ''] as const;

function preload(): void {
  if (wantsLessData((navigator as Navigator & { connection?: NetworkInformation }).connection)) return;
  // Imported here, not above, so none of search's code joins the scripts a page needs to start.
  // A failure is not the reader's concern yet: the search box tries again, and says so, on use.
  import('./searchByWorker')
    .then(({ fetchIndexesByWorker }) => fetchIndexesByWorker(...PRELOAD_ARGUMENTS))
    .catch(() => undefined);
  import('@easyops-cn/autocomplete.js').catch(() => undefined);
}

function whenIdle(): void {
  if ('requestIdleCallback' in window) requestIdleCallback(preload, { timeout: 5_000 });
  else setTimeout(preload, 2_000);
}

if (ExecutionEnvironment.canUseDOM) {
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
