/** Every promised route is in the build with its own heading and content, under the base path. */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { categoryLabel, categoryPages, docPages } from '../support/routes';
import { docSources } from '../support/docSources';
import { listOperations } from '../../src/plugins/openapi-operations/spec';
import { operationRoute } from '../../src/plugins/openapi-operations/collections';
import { base, builtFile, builtHtmlFiles, builtRoutes, expectEvery, htmlFileFor, page, routeOf, textAt } from './site';

describe('seed routes', () => {
  it('home page: title, tagline, and the quickstart as the first call to action', () => {
    const $ = page('');
    expect(textAt('', 'h1')).toBe('Accounting System API Documentation');
    expect(textAt('', 'main')).toContain('Learn how the Accounting System API works');
    const hrefs = $('main a')
      .toArray()
      .map((a) => $(a).attr('href'));
    expect(hrefs[0]).toBe(`${base}docs/quickstart`);
    expect(hrefs).toContain(`${base}docs`);
    expect(hrefs.some((href) => href?.endsWith('openapi/explore'))).toBe(true);
    // The changelog one click away, at the release the docs describe.
    expect(hrefs.some((href) => href?.startsWith(`${base}docs/changelog#release-`))).toBe(true);
    expect($('[aria-label="Main tasks"] h2').length).toBe(3);
  });

  it('every promised doc and category route is built; a category page is headed by its label', () => {
    expectEvery(docPages, (route) => `docs/${route}`, (route) => {
      expect(fs.existsSync(htmlFileFor(`docs/${route}`)), 'built').toBe(true);
    });
    expectEvery(categoryPages, (slug) => `docs/category/${slug}`, (slug) => {
      expect(textAt(`docs/category/${slug}`, 'h1')).toBe(categoryLabel(slug));
    });
  });

  it('search page and not-found page exist', () => {
    expect(fs.existsSync(htmlFileFor('search'))).toBe(true);
    const notFound = fs.readFileSync(builtFile('404.html'), 'utf8');
    expect(notFound).toContain('Page not found');
  });
});

describe('operation pages', () => {
  it('render every operation of the contract on exactly one page: its own', () => {
    const pagesByOperation = new Map<string, string[]>();
    for (const file of builtHtmlFiles().filter((f) => f.startsWith('docs/'))) {
      const html = fs.readFileSync(builtFile(file), 'utf8');
      for (const [, id] of html.matchAll(/data-operation-id="?([A-Za-z0-9]+)/g)) {
        pagesByOperation.set(id!, [...(pagesByOperation.get(id!) ?? []), file]);
      }
    }
    const operations = listOperations();
    const problems = operations
      .map((op) => ({ op, pages: pagesByOperation.get(op.operationId) ?? [] }))
      .filter(({ op, pages }) => pages.length !== 1 || routeOf(pages[0]!) !== operationRoute(op.operationId))
      .map(({ op, pages }) => `${op.operationId}: ${pages.join(', ') || 'nowhere'}`);
    expect(problems).toEqual([]);
    expect([...pagesByOperation.keys()].filter((id) => !operations.some((op) => op.operationId === id))).toEqual([]);
  });

  it('show the method badge, the path and the sidebar entry with its method', () => {
    const route = operationRoute('createInstallation');
    expect(textAt(route, '.api-operation .api-method')).toBe('POST');
    expect(textAt(route, '.api-path')).toBe('/accounting-system/installations');
    const entry = page(route)('.api-sidebar-item--post a[aria-current="page"]');
    expect(entry.attr('href')).toMatch(new RegExp(`${route}$`));
  });

  it('write paths as inline code that may wrap only before a slash, and their twins as plain code', () => {
    const op = listOperations().find((o) => o.operationId === 'createCapacity')!;
    const overview = operationRoute(op.operationId).replace(/\/[^/]+$/, '');
    for (const route of [operationRoute(op.operationId), overview]) {
      const $ = page(route);
      const paths = $('code.api-path').filter((_, el) => $(el).text() === op.path);
      expect(paths.length, `${route}: inline code for ${op.path}`).toBeGreaterThan(0);
      paths.each((_, el) => {
        // Inline, not the theme's code block, and one <wbr> before each slash but the first; besides
        // them, only the spans that keep hyphen-joined words whole (src/plugins/readable-tables).
        expect($(el).parents('pre').length).toBe(0);
        expect($(el).find('wbr').length).toBe(op.path.split('/').length - 2);
        expect($(el).children().not('wbr, span.code-whole').length).toBe(0);
      });
    }
    const twin = fs.readFileSync(builtFile(`${overview}.md`), 'utf8');
    expect(twin).toContain(`\`${op.path}\``);
    expect(twin).not.toContain('<wbr');
  });

  it("say since which release the service has served them, linking that release's heading in the changelog", () => {
    const changelog = page('docs/changelog');
    const marked = listOperations().filter((op) => op.since);
    expect(marked.length).toBeGreaterThan(30);
    for (const op of marked) {
      const $ = page(operationRoute(op.operationId));
      const link = $('.api-facts a').filter((_, el) => $(el).text() === `Since ${op.since}`);
      const [route, anchor] = (link.attr('href') ?? '').split('#');
      expect(route, op.operationId).toBe(`${base}docs/changelog`);
      expect(changelog(`h2#${anchor}`).text(), op.operationId).toContain(`Release ${op.since}`);
    }
  });

  it('answer "was List my permissions there in 1.7.0?" from the Since line of an operation back after a gap', () => {
    const $ = page(operationRoute('getMyPermissions'));
    const line = $('.api-facts li').filter((_, el) => $(el).text().startsWith('Since'));
    expect(line.text()).toBe('Since 1.8.1; also served in 1.0.0–1.7.0');
  });
});

describe('navbar', () => {
  it('marks one item as current on each doc page: Quickstart on its page, Docs on every other', () => {
    const docRoutes = builtRoutes().filter((route) => route.startsWith('docs'));
    expect(docRoutes.length).toBeGreaterThan(100);
    const wrong = docRoutes
      .map((route) => {
        const $ = page(route);
        return { route, current: $('.navbar__link--active').map((_, a) => $(a).text()).get() };
      })
      .filter(({ route, current }) => current.join() !== (route === 'docs/quickstart' ? 'Quickstart' : 'Docs'))
      .map(({ route, current }) => `${route}: ${current.join(', ') || 'none'}`);
    expect(wrong).toEqual([]);
  });
});

describe('table of contents', () => {
  it('lists h2 and h3 headings only on every doc page, each pointing at a heading of the page', () => {
    expect(page('docs/api/installation')('.table-of-contents a').length).toBeGreaterThan(3);
    expectEvery(docSources, (doc) => doc.route, ({ route }) => {
      const $ = page(route);
      return $('.table-of-contents a')
        .toArray()
        .map((link) => decodeURIComponent($(link).attr('href')!.slice(1)))
        .filter((id) => !['h2', 'h3'].includes($(`[id="${id}"]`).prop('tagName')?.toLowerCase() ?? ''))
        .map((id) => `#${id} is not an h2 or h3 of the page`);
    });
  });
});
