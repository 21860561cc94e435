/**
 * The "leanSearchBar" trick's stand-in for the bar's searchByWorker (../index.ts swaps it), which twoStage.ts
 * uses too: the ranking (./searchByWorker.ts) loads on first use, in its own chunk, not with every page.
 */
import siteConfig from '@generated/docusaurus.config';
import { helpRow, helpWords } from './helpWords';
import type * as Engine from './searchByWorker';

let loaded: typeof Engine | null = null;
/** The engine, or null when its chunk did not download (the next call asks again). */
const engine = () =>
  import('./searchByWorker').then(
    (module) => (loaded = module),
    () => null,
  );

/** Rejected when the engine did not download: the query's row already says so. */
export class SearchNotLoaded extends Error {}

export const indexReady = () => loaded?.indexReady() ?? false;

export async function loadIndex(): Promise<void> {
  const loading = await engine();
  if (!loading) throw new SearchNotLoaded('the search code did not download');
  return loading.loadIndex();
}

// Without the engine the bar still starts.
export const fetchIndexesByWorker = async (): Promise<void> => (await engine())?.fetchIndexesByWorker();

export async function searchByWorker(...query: Parameters<typeof Engine.searchByWorker>) {
  const loading = await engine();
  if (loading) return loading.searchByWorker(...query);
  const input = query[2];
  return [helpRow(-1, helpWords(input).failed, `${siteConfig.baseUrl}search?q=${encodeURIComponent(input)}`)];
}
