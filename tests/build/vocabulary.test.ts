/**
 * One name for each thing, over the built pages: no rejected term of config/vocabulary.ts in what a
 * reader reads (code, where service messages are quoted verbatim, excepted); a page's title, its
 * sidebar label, its breadcrumb and the links and cards that lead to it say the same; operations are
 * grouped in the sidebar as in the explorer, by their contract tag.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import { rejectedTermsIn } from '../support/vocabulary';
import { docSources } from '../support/docSources';
import { listOperations } from '../../src/plugins/openapi-operations/spec';
import { operationRoute } from '../../src/plugins/openapi-operations/collections';
import { movedPageFile, movedPages } from '../../src/plugins/moved-pages';
import { base, builtFile, builtRoutes, clean, expectEvery, page } from './site';

/** Routes of the React pages a reader reads: home and docs (the explorer and search are apart). */
const readerRoutes = builtRoutes().filter((route) => route === '' || route.startsWith('docs'));

/**
 * What a reader reads on a page: its title, description and body text, without code. Not the keywords
 * meta: it is never shown, and holds readers' words for the page by design (CONTRIBUTING.md, Search).
 */
function readerText($: CheerioAPI): string {
  const body = $('body').clone();
  body.find('code, pre, script, style, kbd, svg').remove();
  // A cell, item or block ends a word: "delete" in one table cell and "shared resources admin" in the next.
  body.find('td, th, li, p, h1, h2, h3, h4, h5, h6, dt, dd, summary').after(' ');
  return clean([$('title').text(), $('meta[name="description"]').attr('content') ?? '', body.text()].join(' '));
}

/** The h1 of the page a site link opens. */
function titleAt(href: string): string {
  return clean(page(href.slice(base.length).replace(/^\/+/, ''))('h1').first().text());
}

const linkText = (text: string) => clean(text).replace(/\s*→$/, '');

describe('vocabulary', () => {
  it('no page uses a rejected term outside code', () => {
    expectEvery(
      readerRoutes,
      (route) => route || '/',
      (route) => [
        ...new Set(rejectedTermsIn(readerText(page(route))).map(({ found, preferred }) => `"${found}" (use "${preferred}")`)),
      ],
    );
    // Reads every page of the build: seconds on a busy machine.
  }, 60_000);
});

describe('one name per page', () => {
  it('every doc page: its h1, sidebar label and breadcrumb say its title', () => {
    expectEvery(docSources, (doc) => doc.route, ({ route, title }) => {
      const $ = page(route);
      const said = {
        h1: clean($('h1').first().text()),
        'sidebar label': clean($('nav.menu a[aria-current="page"]').last().text()),
        // The docs root has no breadcrumb of its own.
        breadcrumb: route === 'docs/' ? title : clean($('.breadcrumbs__item--active').last().text()),
      };
      return Object.entries(said)
        .filter(([, text]) => text !== title)
        .map(([where, text]) => `${where} "${text}", title "${title}"`);
    });
  });

  it("a link in a doc whose text is a page's title opens that page", () => {
    // "[Client](…/register-client)" reads as the Client page but opens an operation of it.
    const routesByTitle = new Map<string, Set<string>>();
    for (const { title, route } of docSources) {
      routesByTitle.set(title, (routesByTitle.get(title) ?? new Set()).add(`${base}${route.replace(/\/$/, '')}`));
    }
    expectEvery(docSources, (doc) => doc.route, ({ route }) => {
      const $ = page(route);
      return $('article a[href]')
        .toArray()
        .map((a) => [linkText($(a).text()), ...($(a).attr('href') ?? '').split('#')] as const)
        .filter(([text, href = '', anchor]) => {
          if (!routesByTitle.has(text) || routesByTitle.get(text)!.has(href)) return false;
          // A section of the same name ("Create an installation" on the Installations guide) is named right.
          return !anchor || clean(page(href.slice(base.length))(`[id="${anchor}"]`).first().text()) !== text;
        })
        .map(([text, href]) => `"${text}" opens ${href}`);
    });
  });

  it('home page links and cards name the page they open', () => {
    const $ = page('');
    const links = $('main a')
      .toArray()
      .filter((a) => $(a).closest('section').length > 0)
      .map((a) => [$(a).attr('href')!, linkText($(a).text())] as const);
    expect(links.length).toBeGreaterThanOrEqual(7);
    for (const [href, text] of links) expect(text, href).toBe(titleAt(href));
  });

  it('footer links to docs name the page they open', () => {
    const $ = page('');
    const links = $('footer a')
      .toArray()
      .map((a) => [$(a).attr('href') ?? '', linkText($(a).text())] as const)
      .filter(([href]) => href === `${base}docs` || href.startsWith(`${base}docs/`));
    expect(links.length).toBeGreaterThan(3);
    for (const [href, text] of links) expect(text, href).toBe(titleAt(href));
  });
});

describe('front door', () => {
  it('the navbar "Docs" opens the overview of the service', () => {
    const $ = page('');
    const docs = $('nav.navbar a')
      .toArray()
      .find((a) => clean($(a).text()) === 'Docs');
    expect($(docs).attr('href')).toBe(`${base}docs`);
    expect(titleAt(`${base}docs`)).toBe(docSources.find((doc) => doc.file === 'docs/system/accounting_system_api.md')!.title);
  });

  it('the home page routes each reader to the start the overview gives', () => {
    const home = page('');
    const fromHome = home('[aria-labelledby="start-by-role"] a')
      .toArray()
      .map((a) => home(a).attr('href'));
    const overview = page('docs/');
    const table = overview('h2#where-to-start')
      .nextAll()
      .filter((_, el) => overview(el).is('table') || overview(el).find('table').length > 0)
      .first();
    const fromOverview = table
      .find('tbody tr')
      .toArray()
      .map((row) => overview(row).find('td').eq(1).find('a').first().attr('href'));
    expect(fromHome.length).toBe(4);
    expect(fromHome).toEqual(fromOverview);
  });

  it('"Send and read metrics" leads to a page that links sending a metric and reading metrics', () => {
    const home = page('');
    const card = home('[aria-label="Main tasks"] h2')
      .toArray()
      .find((h2) => clean(home(h2).text()) === 'Send and read metrics');
    const href = home(card).parent().find('a').attr('href')!;
    const target = page(href.slice(base.length));
    const targets = target('article a')
      .toArray()
      .map((a) => target(a).attr('href'));
    expect(targets).toContain(`${base}${operationRoute('createMetric')}`);
    expect(targets).toContain(`${base}docs/api/collect_metrics`);
  });

  it('every moved page still answers and leads to its new address', () => {
    expectEvery(movedPages, (moved) => moved.from, (moved) => {
      const html = fs.readFileSync(builtFile(movedPageFile(moved.from)), 'utf8');
      expect(html).toContain(`content="0; url=${base}${moved.to}"`);
      expect(html).toContain('noindex');
      expect(titleAt(`${base}${moved.to}`)).toBe(moved.title);
    });
  });
});

describe('one grouping of operations', () => {
  it('each operation sits in the sidebar category named after its contract tag, as in the explorer', () => {
    const misplaced = listOperations()
      .map((op) => {
        const crumbs = page(operationRoute(op.operationId))('.breadcrumbs__item')
          .toArray()
          .map((li) => clean(page(operationRoute(op.operationId))(li).text()));
        return { op, group: crumbs.at(-2) };
      })
      .filter(({ op, group }) => group !== op.tag)
      .map(({ op, group }) => `${op.operationId}: sidebar "${group}", contract tag "${op.tag}"`);
    expect(misplaced).toEqual([]);
  });
});
