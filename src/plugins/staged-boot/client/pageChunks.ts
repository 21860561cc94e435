/**
 * The page's chunks, one per task: Docusaurus's preload asks for all of them in one task (120–180
 * ms on a slow phone); asked here first, they are pending when preload asks again.
 */
import type { RouteChunkNames } from '@docusaurus/types';

/** What the router reads from a route to match it. */
export interface RoutePattern {
  path?: string | string[];
  exact?: boolean;
  strict?: boolean;
  sensitive?: boolean;
  routes?: RoutePattern[];
}

/** Route patterns compiled per task: the router compiles each the first time it is tried. */
const PATTERNS_PER_TASK = 20;

/** The routes that render a page, outermost first, matched as the router does, yielding every PATTERNS_PER_TASK tried. */
export async function matchRouteBranch(
  routes: readonly RoutePattern[],
  matches: (route: RoutePattern) => boolean,
  yieldToBrowser: () => Promise<void>,
): Promise<RoutePattern[]> {
  let tried = 0;
  const match = async (list: readonly RoutePattern[]): Promise<RoutePattern[]> => {
    for (const route of list) {
      tried += 1;
      if (tried % PATTERNS_PER_TASK === 0) await yieldToBrowser();
      if (route.path && !matches(route)) continue;
      return [route, ...(await match(route.routes ?? []))];
    }
    return [];
  };
  return match(routes);
}

/** Adds every chunk name in one route's entry of Docusaurus's table; entries nest them in objects. */
export function collectChunkNames(entry: unknown, names: Set<string>): void {
  if (typeof entry === 'string') names.add(entry);
  else if (entry && typeof entry === 'object')
    for (const value of Object.values(entry)) collectChunkNames(value, names);
}

/** The chunk names of the routes with these paths. Docusaurus keys its table by a route's path, a dash and a hash. */
export function chunkNamesOf(paths: readonly string[], table: RouteChunkNames): string[] {
  const wanted = new Set(paths);
  const names = new Set<string>();
  for (const [key, entry] of Object.entries(table)) {
    if (wanted.has(key.replace(/-[^-]+$/, ''))) collectChunkNames(entry, names);
  }
  return [...names];
}
