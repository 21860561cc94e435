/**
 * The glossary as a place to link to (issue 32, "Words and ways"): every term is a heading with
 * an id made from its name, so `glossary#capacity` keeps pointing at Capacity; the terms a reader
 * meets on the overview ("metrics of Virtual Access") are defined; every link into the glossary
 * names a term that exists; and the concept pages and the guides link the terms they use.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import type { SearchCatalog } from '../../src/plugins/endpoint-search/client/types';
import { docSources } from '../support/docSources';
import { base, buildDir, clean, page } from './site';

const glossaryRoute = docSources.find((doc) => doc.file === 'docs/system/glossary.md')!.route;
const glossary = page(glossaryRoute);

/** Term name → heading id, as the glossary page shows them. */
const terms = new Map(
  glossary('article h2')
    .toArray()
    .map((h2) => [clean(glossary(h2).text()), glossary(h2).attr('id') ?? ''] as const),
);

/** The glossary anchors a built page links to. */
function glossaryAnchors(route: string): string[] {
  const $ = page(route);
  return $('article a[href]')
    .toArray()
    .map((a) => $(a).attr('href')!)
    .filter((href) => href.startsWith(`${base}${glossaryRoute}#`) || (route === glossaryRoute && href.startsWith('#')))
    .map((href) => href.slice(href.indexOf('#') + 1));
}

/** The hand-written pages; the operation pages (.mdx, written from the contract) link no terms. */
const writtenRoutes = docSources.filter((doc) => doc.file.endsWith('.md')).map((doc) => doc.route);

describe('glossary', () => {
  it('gives every term a heading with an id made from its name', () => {
    expect(terms.size).toBeGreaterThan(20);
    for (const [name, id] of terms) {
      expect(id, name).toBe(name.toLowerCase().replace(/[^a-z0-9]+/g, '-'));
    }
  });

  it('defines the words the overview uses for what is measured', () => {
    expect(terms.get('Virtual Access')).toBe('virtual-access');
    const overview = page('docs/');
    const link = overview('article a')
      .toArray()
      .find((a) => clean(overview(a).text()) === 'metrics of Virtual Access');
    expect(overview(link).attr('href')).toBe(`${base}${glossaryRoute}#virtual-access`);
  });

  it('is linked only at terms it defines', () => {
    const ids = new Set(terms.values());
    const linked = writtenRoutes.flatMap((route) => glossaryAnchors(route).map((anchor) => ({ route, anchor })));
    expect(linked.length).toBeGreaterThan(20);
    expect(linked.filter(({ anchor }) => !ids.has(anchor))).toEqual([]);
    // Parses every hand-written page: a few seconds on a shared machine.
  }, 30_000);

  it('gives search every term and its anchor, so "what is a scope" opens the entry', () => {
    const name = fs.readdirSync(buildDir).find((file) => /^search-catalog-[0-9a-f]{8}\.json$/.test(file));
    const catalog = JSON.parse(fs.readFileSync(path.join(buildDir, name!), 'utf8')) as SearchCatalog;
    const inSearch = catalog.glossary.map((entry) => [entry.url, entry.title, entry.anchor]);
    const onPage = [...terms].map(([term, id]) => [`${base}${glossaryRoute}`, term, `#${id}`]);
    expect(inSearch).toEqual(onPage);
  });

  it('is linked from the concept pages and the API guides', () => {
    const linkingRoutes = [
      'docs/',
      ...docSources
        .filter(
          (doc) =>
            doc.file.startsWith('docs/system/data_model') ||
            doc.file.startsWith('docs/authorization/accounting_system_roles.md') ||
            doc.file.startsWith('docs/guides/setting_up') ||
            (doc.file.startsWith('docs/guides/api_actions/') && !doc.file.includes('search-filter')),
        )
        .map((doc) => doc.route),
    ];
    expect(linkingRoutes.length).toBeGreaterThan(12);
    expect(linkingRoutes.filter((route) => glossaryAnchors(route).length === 0)).toEqual([]);
  });
});
