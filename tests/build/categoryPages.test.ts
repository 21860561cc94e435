/**
 * Category pages written for readers: every card names its page whole and says in one line what
 * is there (the doc's or category's description), never "17 items".
 */
import { describe, expect, it } from 'vitest';
import { docSources } from '../support/docSources';
import { base, builtHtmlFiles, clean, expectEvery, page, routeOf } from './site';

const categoryRoutes = builtHtmlFiles()
  .filter((file) => file.startsWith('docs/category/'))
  .map(routeOf);

describe('category pages', () => {
  it('exist for every group of the sidebar, the tag groups of operations included', () => {
    expect(categoryRoutes).toEqual(expect.arrayContaining(['docs/category/guides', 'docs/category/entitlement-administration']));
  });

  it('every card, on every category page, has its whole title and a description', () => {
    expectEvery(categoryRoutes, (route) => route, (route) => {
      const $ = page(route);
      const cards = $('article a.card').toArray();
      if (cards.length === 0) return 'no cards';
      return cards.flatMap((card) => {
        const title = clean($(card).find('h2').text());
        const description = clean($(card).find('p').text());
        if (description === '' || /^\d+ items?$/.test(description)) return [`card "${title}": description "${description}"`];
        // That the theme does not cut them to one line is a fact of the laid-out page: tests/site/layout.spec.ts.
        return [];
      });
    });
  });

  it('a card for a doc shows the description from its front matter', () => {
    const $ = page('docs/category/guides');
    const registration = docSources.find((doc) => doc.route === 'docs/guides/registration')!;
    const card = $(`article a.card[href="${base}docs/guides/registration"]`);
    expect(clean(card.find('h2').text())).toContain(registration.title);
    expect(clean(card.find('p').text())).toBe(registration.description);
  });
});
