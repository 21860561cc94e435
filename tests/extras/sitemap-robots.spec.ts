/**
 * robots.txt points at the sitemap; the sitemap lists every page of the build exactly once, each
 * answers 200, and the not-found page, the search page and test-only pages are left out.
 */
import fs from 'node:fs';
import path from 'node:path';
import { test, expect } from '../support/fixtures';
import { sites } from '../../playwright.config';
import { siteUrl } from '../../config/siteEnv';
import { repoRoot, toLocal } from './docSources';

/** Routes (relative to the base path) of the HTML pages in a build folder. */
function builtRoutes(dir: string): Set<string> {
  const routes = new Set<string>();
  const walk = (folder: string) => {
    for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
      const full = path.join(folder, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.html')) {
        const relative = path.relative(dir, full).split(path.sep).join('/');
        routes.add(relative.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''));
      }
    }
  };
  walk(dir);
  return routes;
}

for (const site of Object.values(sites)) {
  test.describe(`sitemap and robots.txt under ${site.base}`, () => {
    test.use({ baseURL: site.baseURL });
    const siteRoot = `${siteUrl}${site.base}`;
    const localRoot = `${site.baseURL}${site.base}`;

    test('robots.txt names the absolute sitemap URL', async ({ request }) => {
      const response = await request.get(`${site.base}robots.txt`);
      expect(response.status()).toBe(200);
      const robots = await response.text();
      expect(robots).toMatch(/^User-agent: \*$/m);
      const sitemap = /^Sitemap: (\S+)$/m.exec(robots)?.[1];
      expect(sitemap).toBe(`${siteRoot}sitemap.xml`);
      expect((await request.get(toLocal(sitemap!, siteRoot, localRoot))).status()).toBe(200);
    });

    test('the sitemap lists every page once and nothing else', async ({ request }) => {
      const xml = await (await request.get(`${site.base}sitemap.xml`)).text();
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
      expect(new Set(locs).size, 'no duplicates').toBe(locs.length);
      for (const loc of locs) expect(loc.startsWith(siteRoot), loc).toBe(true);

      const listed = locs.map((loc) => loc.slice(siteRoot.length));
      // A page is built as <route>/index.html whether its URL ends in a slash or not; compare
      // without the trailing slash.
      const bare = (route: string) => route.replace(/\/$/, '');
      const expected = new Set(
        [...builtRoutes(path.join(repoRoot, site.dir))]
          .map(bare)
          .filter((route) => route !== '404' && !/(^|\/)search$/.test(route) && !route.includes('__test__')),
      );
      expect([...new Set(listed.map(bare))].sort()).toEqual([...expected].sort());
      for (const route of listed) {
        expect(route).not.toMatch(/404|__test__|(^|\/)search$/);
        const response = await request.get(`${localRoot}${route}`, { maxRedirects: 0 });
        expect(response.status(), route).toBe(200);
        expect(await response.text(), route).not.toContain('Page not found');
      }
    });
  });
}
