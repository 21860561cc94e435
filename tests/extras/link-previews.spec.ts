/**
 * Link previews and search metadata, as the server sends them (no scripts run): title,
 * description, absolute canonical and Open Graph / Twitter tags with the self-hosted social card,
 * and schema.org JSON-LD (TechArticle and BreadcrumbList on doc pages) that parses.
 */
import { test, expect } from '../support/fixtures';
import type { Page } from '@playwright/test';
import { sites } from '../../playwright.config';
import { siteUrl } from '../../config/siteEnv';
import { socialCard } from '../../config/seo';
import { docSources } from './docSources';

const base = sites.main.base;
const siteRoot = `${siteUrl}${base}`;

/** Every `<meta property|name>` of the head, with all values per key (one each is expected). */
async function headMeta(page: Page): Promise<(key: string) => string | undefined> {
  const pairs = await page
    .locator('head meta')
    .evaluateAll((tags) =>
      tags.map((tag) => [tag.getAttribute('property') ?? tag.getAttribute('name') ?? '', tag.getAttribute('content')]),
    );
  return (key) => {
    const values = pairs.filter(([name]) => name === key).map(([, content]) => content ?? '');
    expect(values, `exactly one ${key} tag`).toHaveLength(1);
    return values[0];
  };
}

async function jsonLd(page: Page): Promise<any[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text));
}

/** Checks shared by every page; returns the canonical URL. */
async function expectPreviewTags(page: Page, route: string): Promise<string> {
  const meta = await headMeta(page);
  const canonical = `${siteRoot}${route}`;
  await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', canonical);
  expect(meta('og:url')).toBe(canonical);
  const title = await page.title();
  expect(title.length).toBeGreaterThan(0);
  expect(meta('og:title')).toBe(title);
  const description = meta('description');
  expect(description?.length ?? 0).toBeGreaterThan(20);
  expect(meta('og:description')).toBe(description);
  const image = `${siteRoot}${socialCard.path}`;
  expect(meta('og:image')).toBe(image);
  expect(meta('twitter:image')).toBe(image);
  expect(meta('twitter:card')).toBe('summary_large_image');
  expect(meta('og:image:width')).toBe(String(socialCard.width));
  expect(meta('og:image:height')).toBe(String(socialCard.height));
  expect(meta('og:site_name')).toBe('Accounting System API Documentation');
  return canonical;
}

test.use({ javaScriptEnabled: false });

for (const doc of docSources) {
  test(`preview tags and JSON-LD of ${doc.route}`, async ({ page }) => {
    await page.goto(`${base}${doc.route}`);
    const canonical = await expectPreviewTags(page, doc.route);
    const meta = await headMeta(page);
    await expect(page).toHaveTitle(`${doc.title} | Accounting System API Documentation`);
    expect(meta('description')).toBe(doc.description);
    expect(meta('og:type')).toBe('article');
    expect(meta('twitter:title')).toBe(await page.title());
    expect(meta('twitter:description')).toBe(doc.description);

    const data = await jsonLd(page);
    const article = data.find((item) => item['@type'] === 'TechArticle');
    expect(article).toMatchObject({
      '@context': 'https://schema.org',
      headline: doc.title,
      description: doc.description,
      url: canonical,
      image: `${siteRoot}${socialCard.path}`,
    });
    const breadcrumbs = data.find((item) => item['@type'] === 'BreadcrumbList');
    expect(breadcrumbs.itemListElement.at(-1)).toMatchObject({ item: canonical, name: doc.title });
    for (const item of breadcrumbs.itemListElement) expect(item.item).toMatch(/^https?:\/\//);
  });
}

test('home page and a category index have their own preview tags', async ({ page }) => {
  await page.goto(base);
  await expectPreviewTags(page, '');
  const meta = await headMeta(page);
  expect(meta('og:type')).toBe('website');
  await page.goto(`${base}docs/category/guides`);
  await expectPreviewTags(page, 'docs/category/guides');
  for (const item of await jsonLd(page)) expect(item['@context']).toBe('https://schema.org');
});

test('the social card is a self-hosted 1200×630 PNG', async ({ request }) => {
  const response = await request.get(`${base}${socialCard.path}`);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/png');
  const png = await response.body();
  expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
  // The IHDR chunk holds width and height as big-endian 32-bit integers at bytes 16-23.
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([socialCard.width, socialCard.height]);
  expect(png.length).toBeLessThan(200_000);
});

test('the API explorer, built outside the React app, has preview tags too', async ({ page }) => {
  await page.goto(`${base}openapi/explore`);
  await expectPreviewTags(page, 'openapi/explore');
});
