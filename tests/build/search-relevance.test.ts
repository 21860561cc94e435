/**
 * Relevance of the search box on the finished build: each query below is run the way a reader's
 * browser runs it (the plugin's own worker code on build/search-index-*.json, behind this site's
 * ranking and build/search-catalog-*.json), and the first three suggestions are compared with the
 * page a reader would want.
 */
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { rankedSearch } from '../../src/plugins/endpoint-search/client/rankedSearch';
import type { SearchCatalog, SearchResult } from '../../src/plugins/endpoint-search/client/types';

const buildDir = path.resolve(__dirname, '../../build');
const SUGGESTIONS = 8;

// The worker module registers itself with comlink for a browser worker; here it is called directly.
vi.mock('comlink', () => ({ expose: () => undefined }));
// The plugin generates these constants at build time; the values match config/search.ts.
vi.mock('@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants', () => ({
  language: ['en', 'zh'],
  removeDefaultStopWordFilter: [],
  fuzzyMatchingDistance: 1,
  searchResultLimits: 8,
  searchIndexUrl: 'search-index{dir}.json',
}));

/** Query and the pages (below docs/, '' for the docs home) a reader expects; any one counts. */
const cases: Array<[query: string, expected: string[]]> = [
  // Paths, with and without the prefix, {parameters} or concrete ids, after a method or alone.
  ['GET /accounting-system/installations/{id}', ['api/installation/get-installation']],
  ['/installations/{installation_id}/capacities', ['api/installation/list-capacities']],
  ['PATCH /accounting-system/installations/5f1a/capacities/77', ['api/installation/update-capacity']],
  ['DELETE /providers/{id}', ['api/provider/delete-provider']],
  ['/accounting-system/projects/101057344/report', ['api/collect_metrics/get-project-report']],
  ['POST /accounting-system/projects/search', ['api/project/search-projects']],
  ['/accounting-system/unit-types', ['api/unit_type/list-unit-types']],
  ['post /admin/entitlements/{id}/assign/{actor_id}', ['api/client/assign-entitlement']],
  ['GET /accounting-system/admin/oidc-tenants', ['api/oidc_tenant/list-oidc-tenants']],
  ['https://api.acc.argo.grnet.gr/accounting-system/metric-types/3', ['api/metric_type/get-metric-type']],
  ['/installations/external/metrics', ['api/collect_metrics/list-installation-metrics-by-external-id']],
  ['/accounting-system/clients/me', ['api/client/get-my-permissions']],
  ['PUT /accounting-system/admin/settings/{key}', ['api/client/update-setting']],
  // operationIds.
  ['getProviderReport', ['api/collect_metrics/get-provider-report']],
  ['searchMetrics', ['api/metric/search-metrics']],
  ['registerOpenAireProjects', ['api/project/register-open-aire-projects']],
  ['listOperators', ['api/search_filters/list-operators']],
  ['deleteOidcTenant', ['api/oidc_tenant/delete-oidc-tenant']],
  // Concepts and their defining pages.
  ['bearer token', ['authentication/authenticating_clients']],
  ['permissions', ['authorization/accounting_system_roles']],
  ['capacities', ['api/installation']],
  ['search filter', ['guides/api_actions/search-filter']],
  ['error codes', ['api/api_errors']],
  ['glossary', ['system/accounting_system_api']],
  ['jwt', ['authentication/authenticating_clients']],
  ['paging', ['api/project', 'api/collect_metrics']],
  // Everyday reader questions.
  ['production environment', ['']],
  ['OIDC tenant', ['api/oidc_tenant']],
  ['metric type', ['api/metric_type']],
  ['provider representative', ['authorization/accounting_system_roles', 'guides/provider_admin']],
  ['associate provider with project', ['api/project/associate-provider']],
  ['import projects from OpenAIRE', ['api/project/register-open-aire-projects']],
  ['client credentials', ['authentication/authenticating_clients', 'authentication/node_authenticating_clients']],
  ['privacy', ['policies/acc_privacy_policy']],
  ['node identity provider', ['authentication/node_authenticating_clients', 'guides/setting_up_a_node']],
  ['delete a metric', ['api/metric/delete-metric']],
  ['register a resource', ['api/resource/create-resource']],
  ['metrics lock', ['api/installation']],
  ['legacy roles', ['authorization/accounting_system_roles_legacy']],
  ['refresh token', ['authentication/authenticating_clients']],
  ['group report', ['api/collect_metrics/get-project-group-report']],
  ['version of the service', ['api/client/get-version']],
  ['getting started', ['quickstart']],
  ['my first request', ['quickstart']],
];

function only(dir: string, pattern: RegExp): string {
  const matches = fs.readdirSync(dir).filter((name) => pattern.test(name));
  if (matches.length !== 1) throw new Error(`Expected one ${pattern} in ${dir}, found ${matches.length}. Build first.`);
  return path.join(dir, matches[0]!);
}

let search: (query: string) => Promise<SearchResult[]>;
let docsRoot: string;

beforeAll(async () => {
  // The worker's lunr with the same language plugins the generated client constants register.
  const pluginRequire = createRequire(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
  const lunr = pluginRequire('lunr');
  pluginRequire('lunr-languages/lunr.stemmer.support')(lunr);
  pluginRequire('@easyops-cn/docusaurus-search-local/dist/server/shared/lunrLanguageZh').lunrLanguageZh(lunr);
  pluginRequire('lunr-languages/lunr.multi')(lunr);

  const indexFile = only(buildDir, /^search-index-[0-9a-f]+\.json$/);
  const catalog = JSON.parse(fs.readFileSync(only(buildDir, /^search-catalog-[0-9a-f]{8}\.json$/), 'utf8')) as SearchCatalog;
  vi.stubGlobal('location', { origin: 'http://127.0.0.1' });
  vi.stubGlobal('fetch', async () => ({ json: async () => JSON.parse(fs.readFileSync(indexFile, 'utf8')) }));
  const { SearchWorker } = await import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker');
  const worker = new SearchWorker();
  search = (query) => rankedSearch((q, limit) => worker.search('/', '', q, limit), catalog, query, SUGGESTIONS);
  const anyOperation = catalog.operations[0]!.url;
  docsRoot = anyOperation.slice(0, anyOperation.indexOf('/docs/') + '/docs/'.length);
}, 60_000);

describe('search relevance', () => {
  it(`finds the expected page first for most of ${cases.length} queries and in the top three for nearly all`, async () => {
    expect(cases.length).toBeGreaterThanOrEqual(30);
    let hit1 = 0;
    let hit3 = 0;
    const misses: string[] = [];
    for (const [query, expected] of cases) {
      const pages = (await search(query)).map((result) => result.document.u.slice(docsRoot.length).replace(/\/$/, ''));
      const rank = pages.slice(0, 3).findIndex((page) => expected.includes(page));
      if (rank === 0) hit1 += 1;
      if (rank >= 0) hit3 += 1;
      else misses.push(`${query} → ${pages.slice(0, 3).join(', ') || '(nothing)'}`);
    }
    const percent = (n: number) => `${((100 * n) / cases.length).toFixed(1)} %`;
    console.log(`search relevance over ${cases.length} queries: hit@1 ${percent(hit1)}, hit@3 ${percent(hit3)}`);
    if (misses.length > 0) console.log(`missed in the top three:\n  ${misses.join('\n  ')}`);
    expect(hit3 / cases.length).toBeGreaterThanOrEqual(0.97);
    expect(hit1 / cases.length).toBeGreaterThanOrEqual(0.9);
  }, 60_000);

  it('puts a page first when its exact title is typed', async () => {
    for (const [title, page] of [
      ['API Errors', 'api/api_errors'],
      ['Unit Type', 'api/unit_type'],
      ['Search Filter Syntax', 'guides/api_actions/search-filter'],
      ['Accounting Roles (legacy)', 'authorization/accounting_system_roles_legacy'],
    ]) {
      const first = (await search(title!))[0];
      expect(first?.document.u, title).toBe(`${docsRoot}${page}`);
      expect(first?.type, title).toBe(0);
    }
  });

  it('keeps the plugin limit of 8 suggestions', async () => {
    expect((await search('metric')).length).toBe(SUGGESTIONS);
  });

  // Odd input reaches the worker as plain words: it never throws, and gives results or none.
  const hostile: Array<[query: string, outcome: 'results' | 'none' | 'either']> = [
    ['foo:bar', 'none'],
    ['title:', 'either'],
    ['+', 'none'],
    ['-', 'none'],
    ['metric~x', 'results'],
    ['metric^x', 'results'],
    ['"installation', 'results'],
    ['!?.,;:()[]{}', 'none'],
    ['📊🚀', 'none'],
    ['安装 指标', 'none'],
    ['<img src=x onerror=alert(1)>', 'none'],
    // "script" is a real word of the docs (the worked examples are scripts): results may come.
    ['<script>alert(1)</script>', 'either'],
    ['GET /../../etc/passwd', 'either'],
    ['/{', 'either'],
    ['qwzxv', 'none'],
  ];
  it.each(hostile)('answers %j without failing', async (query, outcome) => {
    const results = await search(query);
    if (outcome === 'results') expect(results.length).toBeGreaterThan(0);
    if (outcome === 'none') expect(results).toEqual([]);
    expect(Array.isArray(results)).toBe(true);
  });
});
