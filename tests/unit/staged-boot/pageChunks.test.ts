import { describe, expect, it } from 'vitest';
import { chunkNamesOf, matchRouteBranch, type RoutePattern } from '../../../src/plugins/staged-boot/client/pageChunks';

const leaf = (path: string): RoutePattern => ({ path, exact: true });
const docs: RoutePattern = {
  path: '/base/docs',
  routes: [
    {
      path: '/base/docs',
      routes: [leaf('/base/docs/'), ...Array.from({ length: 45 }, (_, i) => leaf(`/base/docs/page-${i}`))],
    },
  ],
};
const routes: RoutePattern[] = [leaf('/base/search'), docs, leaf('/base/'), { path: '*' }];

/** A stand-in for the router's test, enough for paths without parameters. */
const matching =
  (pathname: string) =>
  ({ path, exact }: RoutePattern): boolean =>
    path === '*' || pathname === path || (!exact && pathname.startsWith(`${String(path)}/`));

describe('matchRouteBranch', () => {
  it('finds the layouts and the page, outermost first, yielding as it goes', async () => {
    let yields = 0;
    const branch = await matchRouteBranch(routes, matching('/base/docs/page-40'), async () => {
      yields += 1;
    });
    expect(branch.map((route) => route.path)).toEqual(['/base/docs', '/base/docs', '/base/docs/page-40']);
    // 45 routes tried: the search page, the two layouts, the docs home and 41 pages.
    expect(yields).toBe(2);
  });

  it('takes the first match at each level, as the router does', async () => {
    const none = async () => undefined;
    expect((await matchRouteBranch(routes, matching('/base/'), none)).map((route) => route.path)).toEqual(['/base/']);
    expect((await matchRouteBranch(routes, matching('/base/missing'), none)).map((route) => route.path)).toEqual(['*']);
  });

  it('treats a route without a path as a match', async () => {
    const branch = await matchRouteBranch([{ routes: [leaf('/a')] }], matching('/a'), async () => undefined);
    expect(branch).toHaveLength(2);
  });
});

describe('chunkNamesOf', () => {
  const table = {
    '/base/docs-77f': { __comp: 'layout', __context: { plugin: 'plugin-data' } },
    '/base/docs-ec0': { __comp: 'layout', __props: 'sidebar' },
    '/base/docs/page-1-417': { __comp: 'doc', content: 'page-1' },
    '/base/docs/page-10-1c2': { __comp: 'doc', content: 'page-10' },
  };

  it('collects every chunk of the given routes once, however nested', () => {
    expect(chunkNamesOf(['/base/docs', '/base/docs/page-1'], table)).toEqual([
      'layout',
      'plugin-data',
      'sidebar',
      'doc',
      'page-1',
    ]);
  });

  it('matches a route by its whole path, not a prefix', () => {
    expect(chunkNamesOf(['/base/docs/page-10'], table)).toEqual(['doc', 'page-10']);
    expect(chunkNamesOf(['/base/docs/page'], table)).toEqual([]);
  });
});
