import { describe, expect, it } from 'vitest';
import { buildSearchCatalog, pageKind, type LoadedDoc } from '../../src/plugins/endpoint-search/catalog';
import { assertPluginShape } from '../../src/plugins/endpoint-search';
import {
  matchEndpoints,
  matchPromotions,
  normaliseConcept,
  parseEndpointQuery,
  rankedSearch,
} from '../../src/plugins/endpoint-search/client/rankedSearch';
import type { SearchDocument, SearchResult } from '../../src/plugins/endpoint-search/client/types';
import { operationRoute } from '../../src/plugins/openapi-operations/collections';
import { listOperations } from '../../src/plugins/openapi-operations/spec';

const base = '/base/';
const docs: LoadedDoc[] = [
  ...listOperations().map((op) => ({
    source: `@site/docs/${operationRoute(op.operationId).slice('docs/'.length)}.mdx`,
    permalink: `${base}${operationRoute(op.operationId)}`,
    title: op.summary,
    description: `${op.method.toUpperCase()} ${op.path}.`,
  })),
  {
    source: '@site/docs/authorization/accounting_system_roles.md',
    permalink: `${base}docs/authorization/accounting_system_roles`,
    title: 'Accounting Roles',
    description: 'Roles.',
  },
];
const words = (definingPages: Record<string, string[]>) => ({ definingPages, questionPages: {}, readerWords: [] });
const catalog = buildSearchCatalog(docs, base, words({ 'authorization/accounting_system_roles.md': ['role', 'entitlement'] }));
const ids = (query: string) => matchEndpoints(query, catalog.operations).map((op) => op.operationId);

describe('reading an endpoint from a query', () => {
  it('accepts a path with or without the prefix, a method, a URL, and ignores prose', () => {
    expect(parseEndpointQuery('GET /accounting-system/installations/{id}')).toEqual({
      method: 'GET',
      segments: ['installations', '{id}'],
    });
    expect(parseEndpointQuery('/installations')).toEqual({ method: undefined, segments: ['installations'] });
    expect(parseEndpointQuery('accounting-system/providers/')).toEqual({ method: undefined, segments: ['providers'] });
    expect(parseEndpointQuery('https://api.acc.argo.grnet.gr/accounting-system/metric-types/3?x=1')?.segments).toEqual([
      'metric-types',
      '3',
    ]);
    for (const prose of ['metric definition', 'installations', 'FETCH /x', '/', 'get', '']) {
      expect(parseEndpointQuery(prose)).toBeNull();
    }
  });

  it('matches literal segments before {parameters}, and a stated method before others', () => {
    expect(ids('/accounting-system/installations')[0]).toBe('createInstallation');
    expect(ids('/installations/search')[0]).toBe('searchInstallations');
    expect(ids('/installations/65f0c1')[0]).toBe('getInstallation');
    expect(ids('DELETE /installations/{id}')[0]).toBe('deleteInstallation');
    expect(ids('patch /accounting-system/installations/1/capacities/2')).toEqual(['updateCapacity']);
    expect(ids('/metric-definitions').slice(0, 2)).toEqual(['listMetricDefinitions', 'createMetricDefinition']);
    // Still typing: a cut-short last segment finds the paths it starts.
    expect(ids('/unit-ty')).toContain('listUnitTypes');
    expect(ids('/no-such-collection')).toEqual([]);
  });

  it('matches an operationId whatever its case', () => {
    expect(ids('listOidcTenants')).toEqual(['listOidcTenants']);
    expect(ids('LISTOIDCTENANTS')).toEqual(['listOidcTenants']);
  });

  it('folds plurals and punctuation in concept queries', () => {
    expect(normaliseConcept('  Entitlements! ')).toBe('entitlement');
    expect(normaliseConcept('Capacities')).toBe('capacity');
    expect(normaliseConcept('access')).toBe('access');
    expect(matchPromotions('Roles', catalog.promotions).map((p) => p.title)).toEqual(['Accounting Roles']);
    expect(matchPromotions('role model', catalog.promotions)).toEqual([]);
  });
});

describe('building the catalog', () => {
  it('labels pages under docs/api as reference and the rest as guides', () => {
    expect(pageKind('@site/docs/api/installation/index.md')).toBe('reference');
    expect(pageKind('@site/docs/guides/registration.md')).toBe('guide');
    expect(catalog.operations).toHaveLength(listOperations().length);
  });

  it('fails when a defining page or an operation page is missing', () => {
    expect(() => buildSearchCatalog(docs, base, words({ 'no/such/page.md': ['x'] }))).toThrow(/does not exist/);
    expect(() => buildSearchCatalog(docs.slice(1), base, words({}))).toThrow(/no page at/);
  });

  it('finds the search plugin still shaped the way the swap expects', () => {
    expect(() => assertPluginShape()).not.toThrow();
    expect(() => assertPluginShape('/nonexistent')).toThrow();
  });
});

describe('ranking', () => {
  const page = (u: string, t: string, i: number): SearchDocument => ({ i, t, u, b: ['Docs'] });
  const roles = page(`${base}docs/authorization/accounting_system_roles`, 'Accounting Roles', 1);
  const other = page(`${base}docs/api/client`, 'Client', 2);
  const getInstallation = catalog.operations.find((op) => op.operationId === 'getInstallation')!;
  const installationPage = page(getInstallation.url, getInstallation.title, 3);
  const titleResult = (document: SearchDocument): SearchResult => ({ document, type: 0, metadata: {}, tokens: [] });
  const childOf = (parent: SearchDocument, i: number): SearchResult => ({
    document: { i, t: `Section ${i}`, u: parent.u, h: `#s${i}`, p: parent.i },
    type: 1,
    page: parent,
    metadata: {},
    tokens: [],
  });

  /** A stand-in for the worker: fixed answers per query, recording what was asked. */
  function fakeSearch(answers: Record<string, SearchResult[]>) {
    const asked: string[] = [];
    const search = async (query: string, limit: number) => {
      asked.push(query);
      return (answers[query] ?? []).map((result) => ({ ...result })).slice(0, limit);
    };
    return { asked, search };
  }

  it('returns the worker results untouched when nothing is promoted', async () => {
    const results = [titleResult(other), childOf(other, 20)];
    const { search } = fakeSearch({ client: results });
    expect(await rankedSearch(search, catalog, 'client', 8)).toEqual(results);
  });

  it('puts the defining page first with one of its sections, then the rest', async () => {
    const { search } = fakeSearch({
      Entitlements: [titleResult(other), childOf(roles, 10), childOf(roles, 11), childOf(other, 21)],
    });
    const ranked = await rankedSearch(search, catalog, 'Entitlements', 8);
    expect(ranked.map((r) => [r.type, r.document.u, r.document.i])).toEqual([
      [0, roles.u, 1],
      [1, roles.u, 10],
      [0, other.u, 2],
      [1, other.u, 21],
    ]);
  });

  it('finds an endpoint page by its title when the query words missed it, and shows the endpoint', async () => {
    const { asked, search } = fakeSearch({ [getInstallation.title]: [titleResult(installationPage)] });
    const ranked = await rankedSearch(search, catalog, 'GET /accounting-system/installations/42', 8);
    expect(asked).toContain(getInstallation.title);
    expect(ranked[0]!.document.u).toBe(getInstallation.url);
    expect(ranked[0]!.document.b).toEqual(['Docs', 'GET /accounting-system/installations/{id}']);
    // The highlighter always gets a position, even when no query word is in the title.
    expect(Object.values(ranked[0]!.metadata).length).toBeGreaterThan(0);
    expect(installationPage.b).toEqual(['Docs']);
  });

  it('never returns more than the limit', async () => {
    const many = Array.from({ length: 40 }, (_, i) => titleResult(page(`${base}docs/p${i}`, `P ${i}`, 100 + i)));
    const { search } = fakeSearch({ role: many, 'Accounting Roles': [titleResult(roles)] });
    expect(await rankedSearch(search, catalog, 'role', 8)).toHaveLength(8);
  });
});
