/**
 * The "leanSearchBar" trick's stand-in for the bar's searchByWorker (../index.ts swaps it): the
 * bar, on every page, imports only this; this site's ranking (./searchByWorker.ts and what it
 * imports) loads on first use, in the one chunk the search box and the search page share.
 */
import type * as Engine from './searchByWorker';

const engine = () => import('./searchByWorker');

export const fetchIndexesByWorker = async (): Promise<void> => (await engine()).fetchIndexesByWorker();

export const searchByWorker = async (...query: Parameters<typeof Engine.searchByWorker>) =>
  (await engine()).searchByWorker(...query);
