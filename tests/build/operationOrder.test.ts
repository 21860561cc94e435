/**
 * One order of operations within a group (issue 43, item 5): the explorer's list (whose order
 * Swagger UI's operationsSorter takes), the sidebar and the group's own page (a collection overview's
 * operation table, or a tag's category cards) list a group's operations in the same order.
 */
import type { CheerioAPI } from 'cheerio';
import { describe, expect, it } from 'vitest';
import { base, clean, expectEvery, page } from './site';

/** A route below the base path, from an href (`/argo-accounting/docs/api/…` → `docs/api/…`). */
const routeOfHref = (href: string) => (href.startsWith(base) ? href.slice(base.length) : href).replace(/[#?].*$/, '');

/** The explorer page's groups: each tag with its operations' reference pages, in the list's order. */
function explorerGroups(): Array<{ tag: string; routes: string[] }> {
  const $ = page('openapi/explore');
  return $('section[aria-labelledby^="explorer-"]')
    .toArray()
    .map((section) => ({
      tag: clean($(section).find('h2').first().text()),
      routes: $(section)
        .find(`li > a[href^="${base}docs/"]`)
        .toArray()
        .map((link) => routeOfHref($(link).attr('href') ?? '')),
    }))
    .filter((group) => group.routes.length > 0);
}

/**
 * Group pages that lay their operations out as a grid, not a list, so have no order to compare:
 * the reports overview crosses the level (project … installation) with listing or report.
 */
const GRID_PAGES = new Set(['docs/api/collect_metrics']);

/** The links of the sidebar category that holds the current page, in the sidebar's order. */
function sidebarGroup($: CheerioAPI): { label: string; routes: string[] } {
  const current = $('nav.menu a.menu__link[aria-current="page"]').first();
  const category = current.closest('ul.menu__list').closest('li.theme-doc-sidebar-item-category');
  return {
    label: clean(category.children('div').find('.menu__link').first().text()),
    routes: category
      .children('ul.menu__list')
      .children('li')
      .children('a.menu__link')
      .toArray()
      .map((link) => routeOfHref($(link).attr('href') ?? '')),
  };
}

/** The operation routes a page links, in the page's order, once each. */
function linkedRoutes($: CheerioAPI, selector: string): string[] {
  const routes = $(selector)
    .toArray()
    .map((link) => routeOfHref($(link).attr('href') ?? ''));
  return [...new Set(routes)];
}

const groups = explorerGroups();

describe('the order of operations within a group', () => {
  it('is read from the explorer: every group of the contract with its operations', () => {
    expect(groups.length).toBeGreaterThan(10);
    expect(groups.flatMap((group) => group.routes).length).toBeGreaterThan(90);
  });

  it('is the same in the sidebar as in the explorer', () => {
    expectEvery(groups, (group) => group.tag, (group) => {
      const sidebar = sidebarGroup(page(group.routes[0]!));
      expect(sidebar.label, 'the sidebar category is the tag').toBe(group.tag);
      const operations = sidebar.routes.filter((route) => group.routes.includes(route));
      expect(operations, 'sidebar order').toEqual(group.routes);
    });
  });

  it("is the same on the group's page as in the explorer", () => {
    expectEvery(groups, (group) => group.tag, (group) => {
      // The category link in the sidebar leads to the group's page: a collection overview or a tag's cards.
      const $ = page(group.routes[0]!);
      const current = $('nav.menu a.menu__link[aria-current="page"]').first();
      const categoryLink = current
        .closest('ul.menu__list')
        .closest('li.theme-doc-sidebar-item-category')
        .children('div')
        .find('a.menu__link')
        .first()
        .attr('href');
      if (!categoryLink) return 'the group has no page of its own';
      const groupRoute = routeOfHref(categoryLink);
      const groupPage = page(groupRoute);
      if (GRID_PAGES.has(groupRoute)) {
        // The exception holds only while the page really has no list of its own.
        expect(groupPage('.api-operation-table, article a.card').length, `${groupRoute} has a list`).toBe(0);
        console.info(`${group.tag}: ${groupRoute} is a grid of operations, not a list; not compared`);
        return [];
      }
      const listed = linkedRoutes(groupPage, '.api-operation-table a[href], article a.card[href]').filter((route) =>
        group.routes.includes(route),
      );
      expect(listed, `order on ${groupRoute}`).toEqual(group.routes);
    });
  });
});
