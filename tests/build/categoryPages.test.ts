/**
 * Category pages written for readers: every card names its page whole and says in one line what
 * is there (the doc's or category's description), never "17 items".
 */
import { describe, expect, it } from 'vitest';
import { docSources } from '../support/docSources';
import { base, builtHtmlFiles, clean, page } from './site';

const categoryRoutes = builtHtmlFiles()
  .filter((file) => file.startsWith('docs/category/'))
  .map((file) => file.replace(/\/index\.html$/, ''));

describe('category pages', () => {
  it('exist for every group of the sidebar, the tag groups of operations included', () => {
    expect(categoryRoutes).toEqual(expect.arrayContaining(['docs/category/guides', 'docs/category/entitlement-administration']));
  });

  it.each(categoryRoutes)('%s: each card has its whole title and a description', (route) => {
    const $ = page(route);
    const cards = $('article a.card').toArray();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const title = clean($(card).find('h2').text());
      const description = clean($(card).find('p').text());
      expect(description, title).not.toBe('');
      expect(description, title).not.toMatch(/^\d+ items?$/);
      // Nothing cut to one line by the theme's truncation class.
      expect($(card).find('.text--truncate').length, title).toBe(0);
    }
  });

  it('a card for a doc shows the description from its front matter', () => {
    const $ = page('docs/category/guides');
    const registration = docSources.find((doc) => doc.route === 'docs/guides/registration')!;
    const card = $(`article a.card[href="${base}docs/guides/registration"]`);
    expect(clean(card.find('h2').text())).toContain(registration.title);
    expect(clean(card.find('p').text())).toBe(registration.description);
  });
});
