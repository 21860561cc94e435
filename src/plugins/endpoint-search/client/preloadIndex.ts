/** The "searchPreload" trick (ARCHITECTURE.md): search loads on the first sign of intent, except on Save-Data or 2G. */

/** Whether the connection (Network Information API, Chromium only) says to fetch nothing unasked: Save-Data, or 2G. */
export function wantsLessData(connection?: { saveData?: boolean; effectiveType?: string }): boolean {
  return Boolean(connection?.saveData) || /(^|-)2g$/.test(connection?.effectiveType ?? '');
}

function preload(): void {
  if (wantsLessData((navigator as { connection?: Parameters<typeof wantsLessData>[0] }).connection)) return;
  // Imported here so none of search joins a page's start; on failure the box tries again on use.
  import('./searchByWorker').then(({ fetchIndexesByWorker }) => fetchIndexesByWorker()).catch(() => undefined);
  import('./twoStage').catch(() => undefined);
}

// Not while the server renders pages, nor in the unit tests.
if (typeof document !== 'undefined') {
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
