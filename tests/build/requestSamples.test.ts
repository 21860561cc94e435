/**
 * Request samples name their values: no page shows a literal internal ID (24 hexadecimal
 * characters) in a request sample, so readers see at once what to replace. Response examples
 * and tables may keep example IDs.
 */
import { describe, expect, it } from 'vitest';
import { INTERNAL_ID } from '../../src/plugins/openapi-operations/placeholders';
import { builtRoutes, clean, codeOf, expectEvery, page } from './site';

/** Languages a request is written in; JSON and text blocks are bodies, replies or strings. */
const REQUEST_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'python', 'javascript', 'js', 'typescript', 'http']);

type Sample = { route: string; language: string; code: string };

const routes = builtRoutes();

const samples: Sample[] = routes.flatMap((route) => {
  const $ = page(route);
  return $('pre.prism-code')
    .toArray()
    .flatMap((pre) => {
      const language = /\blanguage-([\w-]+)/.exec($(pre).attr('class') ?? '')?.[1] ?? '';
      // The operation page's request examples count whatever their language.
      const isRequest = REQUEST_LANGUAGES.has(language) || $(pre).closest('.api-operation__examples .tabs-container').length > 0;
      return isRequest ? [{ route, language, code: codeOf($, $(pre)) }] : [];
    });
});

describe('request samples', () => {
  it('are found on the operation pages and the hand-written pages', () => {
    // Three languages on each of the 99 operation pages, plus the guides' own samples.
    expect(samples.filter((s) => s.route.startsWith('docs/api/')).length).toBeGreaterThan(3 * 99);
    expect(new Set(samples.map((s) => s.route)).size).toBeGreaterThan(99);
  });

  it('hold no literal internal ID on any page', () => {
    const pages = new Map<string, string>();
    for (const sample of samples) {
      const id = INTERNAL_ID.exec(sample.code)?.[0];
      if (id && !pages.has(sample.route)) pages.set(sample.route, `${sample.route} (${sample.language}: ${id})`);
    }
    expect([...pages.values()], `${pages.size} pages with a literal ID in a request sample`).toEqual([]);
  });

  it('declare every value an operation page tells the reader to set, in every language', () => {
    let checked = 0;
    const operationPages = routes.filter((route) => route.startsWith('docs/api/') && page(route)('.api-operation__examples').length > 0);
    expectEvery(operationPages, (route) => route, (route) => {
      const $ = page(route);
      const named = $('.api-fields li')
        .toArray()
        .map((item) => /In the example request: (\w+)/.exec(clean($(item).text()))?.[1])
        .filter((name): name is string => Boolean(name));
      const codes = $('.api-operation__examples pre.prism-code')
        .toArray()
        .map((pre) => codeOf($, $(pre)))
        .filter((code) => code.includes('ACCESS_TOKEN'));
      expect(codes, 'request samples').toHaveLength(3);
      checked += named.length;
      return codes.flatMap((code) =>
        ['BASE_URL', 'ACCESS_TOKEN', ...named]
          .filter((name) => !new RegExp(`^(const )?${name} ?=`, 'm').test(code))
          .map((name) => `${name} not declared in "${code.split('\n')[0]}…"`),
      );
    });
    // Most operations take a path parameter: the entries that name one were found.
    expect(checked).toBeGreaterThan(60);
  });
});
