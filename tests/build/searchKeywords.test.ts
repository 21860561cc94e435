/**
 * Each hand-written page says in its front matter what readers ask when they want it (CONTRIBUTING.md,
 * Search): its `keywords` reach the page's `<meta name="keywords">`, the search index (the plugin's
 * keywords documents) and the catalog the ranking reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SEARCH_FILES } from '../../src/plugins/endpoint-search';
import { normaliseConcept } from '../../src/plugins/endpoint-search/words';
import type { SearchCatalog } from '../../src/plugins/endpoint-search/client/types';
import { docSources } from '../support/docSources';
import { base, buildDir, expectEvery, meta, page } from './site';

const written = docSources.filter((doc) => doc.file.endsWith('.md'));
const keywordsOf = (doc: (typeof written)[number]): unknown[] => doc.frontMatter.keywords ?? [];
const built = (name: 'index' | 'catalog') => {
  const files = JSON.parse(fs.readFileSync(path.join(buildDir, SEARCH_FILES), 'utf8')) as Record<string, string>;
  return JSON.parse(fs.readFileSync(path.join(buildDir, files[name]!), 'utf8'));
};

describe('search keywords', () => {
  it('every hand-written page has keywords, in its meta tag, the search index and the catalog', () => {
    const catalog = built('catalog') as SearchCatalog;
    // The plugin's index: one lunr index per document type, the first the pages' titles, the fourth their
    // keywords, each naming its page by `p` (slimIndex.ts drops its URL, which is the page's).
    type Indexed = { documents: Array<{ i: number; t: string; u?: string; p?: number }> };
    const [titles, , , keywordDocuments] = built('index') as Indexed[];
    const pageUrls = new Map(titles!.documents.map((document) => [document.i, document.u]));
    const indexed = new Map(keywordDocuments!.documents.map((document) => [pageUrls.get(document.p!), document.t]));
    expectEvery(
      written,
      (doc) => doc.file,
      (doc) => {
        const keywords = keywordsOf(doc);
        if (keywords.length === 0 || !keywords.every((keyword) => typeof keyword === 'string' && keyword.trim())) {
          return 'no keywords in its front matter, or one that is not text';
        }
        // The catalog keys the docs root by its permalink, `docs/`; the index without the slash.
        const url = `${base}${doc.route}`;
        const shown = meta(page(doc.route), 'keywords');
        const problems = [
          shown !== keywords.join(',') && `meta keywords "${shown}"`,
          indexed.get(url.replace(/\/$/, '')) !== keywords.join(', ') && 'indexed keywords differ',
          catalog.pages[url]?.keywords?.join(',') !== keywords.join(',').toLowerCase() &&
            `catalog keywords ${JSON.stringify(catalog.pages[url]?.keywords)}`,
        ];
        return problems.filter((problem): problem is string => Boolean(problem));
      },
    );
  });

  it('gives each keyword to one page: typed whole, it puts that page first', () => {
    const pagesOf = new Map<string, string[]>();
    for (const doc of written) {
      for (const keyword of keywordsOf(doc).map(String).map(normaliseConcept)) {
        pagesOf.set(keyword, [...(pagesOf.get(keyword) ?? []), doc.file]);
      }
    }
    expect([...pagesOf].filter(([, files]) => files.length > 1)).toEqual([]);
  });
});
