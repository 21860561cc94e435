/**
 * robots.txt, the sitemap and llms.txt / llms-full.txt, read from the build: every address they
 * give is a file of this build, and every page is listed once.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { markdownTwinPath } from '../../src/plugins/llms-txt/twinPath';
import { TOP_LEVEL_SECTION } from '../../src/plugins/llms-txt';
import { docSources } from '../support/docSources';
import { trailingSlash } from '../../config/siteEnv';
import { base, builtFile, builtRoutes, expectEvery, htmlFileFor, page, sitePath, siteRoot } from './site';

const read = (file: string) => fs.readFileSync(builtFile(file), 'utf8');

/** The file a site path is served from: the file itself, or the page's HTML file. */
function servedFile(pathOnSite: string): string {
  const file = builtFile(pathOnSite);
  return fs.existsSync(file) && fs.statSync(file).isFile() ? file : htmlFileFor(pathOnSite.slice(base.length));
}

describe('robots.txt and sitemap', () => {
  it('robots.txt names the absolute sitemap URL', () => {
    const robots = read('robots.txt');
    expect(robots).toMatch(/^User-agent: \*$/m);
    expect(/^Sitemap: (\S+)$/m.exec(robots)?.[1]).toBe(`${siteRoot}sitemap.xml`);
  });

  it('the sitemap lists every page once, and not the 404 or search pages', () => {
    const locs = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(new Set(locs).size).toBe(locs.length);
    const listed = locs.map((loc) => sitePath(loc).slice(base.length).replace(/\/$/, '')).sort();
    // openapi/explore.html and openapi/explore/index.html are one page.
    const pages = builtRoutes()
      .filter((route) => route !== '404' && route !== 'search')
      .sort();
    expect(listed).toEqual(pages);
    expectEvery(locs, (loc) => loc, (loc) => (fs.existsSync(servedFile(sitePath(loc))) ? [] : 'no such file in the build'));
  });
});

describe('addresses', () => {
  it('follow the trailingSlash setting in the sitemap and the canonical URLs, each served by a file of its own', () => {
    const sitemap = [...read('sitemap.xml').matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]!);
    const canonical = builtRoutes()
      .filter((route) => route !== '404')
      .map((route) => page(route)('head link[rel="canonical"]').attr('href') ?? `${route}: no canonical URL`);
    expectEvery(new Set([...sitemap, ...canonical]), (url) => url, (url) => {
      if (url === siteRoot) return [];
      const route = sitePath(url).slice(base.length);
      if (url.endsWith('/') !== trailingSlash) return `trailingSlash is ${trailingSlash}`;
      // GitHub Pages serves /x from x.html, and /x/ from x/index.html; anything else is a redirect.
      const file = trailingSlash ? `${route}index.html` : `${route}.html`;
      return fs.existsSync(builtFile(file)) ? [] : `no ${file} in the build`;
    });
  });
});

interface LlmsLink {
  section: string;
  title: string;
  url: string;
  description: string;
}

function parseLlmsTxt(text: string) {
  const links: LlmsLink[] = [];
  let section = '';
  for (const line of text.split('\n')) {
    const heading = /^## (.+)$/.exec(line);
    if (heading) section = heading[1]!;
    const link = /^- \[(.+?)\]\((\S+?)\)(?:: (.*))?$/.exec(line);
    if (link) links.push({ section, title: link[1]!, url: link[2]!, description: link[3] ?? '' });
  }
  return { title: /^# (.+)$/m.exec(text)?.[1], links };
}

describe('llms.txt', () => {
  const llms = parseLlmsTxt(read('llms.txt'));

  it('lists every doc page once, under its sidebar group, with its description', () => {
    expect(llms.title).toBe('Accounting System API Documentation');
    expectEvery(docSources, (doc) => doc.file, (doc) => {
      const url = siteRoot + markdownTwinPath(`${base}${doc.route}`).slice(base.length);
      const entries = llms.links.filter((link) => link.url === url);
      expect(entries, 'listed once').toHaveLength(1);
      expect(entries[0]!.title).toBe(doc.title);
      expect(entries[0]!.description).toBe(doc.description.replace(/\s+/g, ' ').trim());
      expect(entries[0]!.section, 'section').toBe(doc.categories.join(' / ') || TOP_LEVEL_SECTION);
    });
    expect(llms.links.filter((link) => link.url.endsWith('.md'))).toHaveLength(docSources.length);
    const urls = llms.links.map((link) => link.url);
    for (const wanted of ['openapi/accounting-system.yaml', 'openapi/explore', 'llms-full.txt'])
      expect(urls).toContain(siteRoot + wanted);
  });

  it('links only to files of this build', () => {
    expectEvery(llms.links, (link) => link.url, (link) => (fs.existsSync(servedFile(sitePath(link.url))) ? [] : 'no such file in the build'));
  });

  it('llms-full.txt holds every twin in the order llms.txt lists them', () => {
    const full = read('llms-full.txt');
    let previous = -1;
    expectEvery(
      llms.links.filter((l) => l.url.endsWith('.md')),
      (link) => link.url,
      (link) => {
        const at = full.indexOf(fs.readFileSync(servedFile(sitePath(link.url)), 'utf8').trimEnd());
        if (at === -1) return 'not in llms-full.txt';
        const problem = at < previous ? 'out of the order of llms.txt' : [];
        previous = at;
        return problem;
      },
    );
  });
});
