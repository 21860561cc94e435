/**
 * The "searchPreload" trick (ARCHITECTURE.md): search loads on the first sign that the reader is
 * about to use it, and not before, so a reader who never reaches for it downloads none of it.
 * The signs: the mod key of mod+k going down (before the K), and the pointer over, a touch on or
 * focus in the search box. Then the worker starts, loads the index and the suggestion widget
 * arrives, so the box answers the first keys typed. Readers who asked to save data, or are on
 * 2G, get the index when they use the search box, as without this module.
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import siteConfig from '@generated/docusaurus.config';
import { wantsLessData, type NetworkInformation } from './wantsLessData';

function preload(): void {
  if (wantsLessData((navigator as Navigator & { connection?: NetworkInformation }).connection)) return;
  // Imported here, not above, so none of search's code joins the scripts a page needs to start.
  // A failure is not the reader's concern yet: the search box tries again, and says so, on use.
  // The worker keeps one index per version URL and search context: the search bar's arguments.
  import('./searchByWorker')
    .then(({ fetchIndexesByWorker }) => fetchIndexesByWorker(siteConfig.baseUrl, ''))
    .catch(() => undefined);
  import('@easyops-cn/autocomplete.js').catch(() => undefined);
}

if (ExecutionEnvironment.canUseDOM) {
  const inSearchBox = (event: Event) => (event.target as Element | null)?.closest?.('.navbar__search') != null;
  const signs: Array<[string, (event: Event) => boolean]> = [
    ['keydown', (event) => ['Control', 'Meta'].includes((event as KeyboardEvent).key)],
    ['pointerover', inSearchBox],
    ['touchstart', inSearchBox],
    ['focusin', inSearchBox],
  ];
  const listener = (event: Event) => {
    if (!signs.some(([type, isSign]) => type === event.type && isSign(event))) return;
    for (const [type] of signs) document.removeEventListener(type, listener, true);
    preload();
  };
  for (const [type] of signs) document.addEventListener(type, listener, { capture: true, passive: true });
}
