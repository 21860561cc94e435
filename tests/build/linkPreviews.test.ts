/**
 * Link previews and search metadata in the HTML the server sends: title, description,
 * canonical and Open Graph / Twitter tags with the self-hosted social card, and JSON-LD
 * (TechArticle and BreadcrumbList on doc pages) that parses.
 */
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { CheerioAPI } from 'cheerio';
import { socialCard } from '../../config/seo';
import { docSources } from '../support/docSources';
import { builtFile, expectEvery, jsonLd, meta, page, pageUrl, siteRoot } from './site';

/** Checks every page shares. */
function expectPreviewTags($: CheerioAPI, route: string): void {
  const canonical = pageUrl(route);
  expect($('head link[rel="canonical"]').attr('href')).toBe(canonical);
  expect(meta($, 'og:url')).toBe(canonical);
  const title = $('head title').text();
  expect(title.length).toBeGreaterThan(0);
  expect(meta($, 'og:title')).toBe(title);
  const description = meta($, 'description');
  expect(description.length).toBeGreaterThan(20);
  expect(meta($, 'og:description')).toBe(description);
  const image = `${siteRoot}${socialCard.path}`;
  expect(meta($, 'og:image')).toBe(image);
  expect(meta($, 'twitter:image')).toBe(image);
  expect(meta($, 'twitter:card')).toBe('summary_large_image');
  expect(meta($, 'og:image:width')).toBe(String(socialCard.width));
  expect(meta($, 'og:image:height')).toBe(String(socialCard.height));
  expect(meta($, 'og:site_name')).toBe('Accounting System API Documentation');
}

describe('doc pages', () => {
  it('every doc page has its preview tags, with its own title and description', () => {
    expectEvery(docSources, (doc) => doc.route, (doc) => {
      const $ = page(doc.route);
      expectPreviewTags($, doc.route);
      expect($('head title').text()).toBe(`${doc.title} | Accounting System API Documentation`);
      expect(meta($, 'description')).toBe(doc.description);
      expect(meta($, 'og:type')).toBe('article');
      expect(meta($, 'twitter:title')).toBe($('head title').text());
      expect(meta($, 'twitter:description')).toBe(doc.description);
    });
  });

  it('every doc page has its JSON-LD: a TechArticle and its breadcrumbs', () => {
    expectEvery(docSources, (doc) => doc.route, (doc) => {
      const canonical = pageUrl(doc.route);
      const data = jsonLd(page(doc.route));
      expect(data.find((item) => item['@type'] === 'TechArticle')).toMatchObject({
        '@context': 'https://schema.org',
        headline: doc.title,
        description: doc.description,
        url: canonical,
        image: `${siteRoot}${socialCard.path}`,
      });
      const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
      // A collection overview (index.md) is its sidebar category's page and carries its label.
      const crumb = doc.file.endsWith('/index.md') ? doc.categories.at(-1) : doc.title;
      expect(breadcrumbs.itemListElement.at(-1)).toMatchObject({ item: canonical, name: crumb });
      for (const item of breadcrumbs.itemListElement) expect(item.item).toMatch(/^https?:\/\//);
    });
  });
});

describe('other pages', () => {
  it('home page and a category index have their own preview tags', () => {
    expectPreviewTags(page(''), '');
    expect(meta(page(''), 'og:type')).toBe('website');
    const category = page('docs/category/guides');
    expectPreviewTags(category, 'docs/category/guides');
    for (const item of jsonLd(category)) expect(item['@context']).toBe('https://schema.org');
  });

  it('the API explorer has preview tags too', () => {
    expectPreviewTags(page('openapi/explore'), 'openapi/explore');
  });

  it('the social card is a self-hosted 1200×630 PNG under 200 kB', () => {
    const png = fs.readFileSync(builtFile(socialCard.path));
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // The IHDR chunk holds width and height as big-endian 32-bit integers at bytes 16-23.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([socialCard.width, socialCard.height]);
    expect(png.length).toBeLessThan(200_000);
  });
});
