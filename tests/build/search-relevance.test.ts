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
import { rankedSearch, RULES, type Rule } from '../../src/plugins/endpoint-search/client/rankedSearch';
import { helpWords } from '../../src/plugins/endpoint-search/client/helpWords';
import { noResultHelp } from '../../src/plugins/endpoint-search/client/noResultHelp';
import { contentName, SEARCH_FILES } from '../../src/plugins/endpoint-search';
import type { SearchCatalog, SearchResult } from '../../src/plugins/endpoint-search/client/types';
import { searchOptions } from '../../config/search';
import { heldOutQueries, heldOutQuestions, releaseQuestions } from './search-questions/held-out';
import { heldOut2Queries, heldOut2Questions } from './search-questions/held-out-2';
import { tuning2Questions } from './search-questions/tuning-2';
import { tuning3Questions } from './search-questions/tuning-3';
import { heldOutQuestions3 } from './search-questions/held-out-3';
import { heldOutQuestions4 } from './search-questions/held-out-4';
import { heldOutQueries5, heldOutQuestions5 } from './search-questions/held-out-5';
import { heldOutQueries6, heldOutQuestions6 } from './search-questions/held-out-6';
import { heldOutQueries7, heldOutQuestions7 } from './search-questions/held-out-7';
import { heldOutQueries8, heldOutQuestions8 } from './search-questions/held-out-8';
import { heldOutQueries9, heldOutQuestions9 } from './search-questions/held-out-9';
import { heldOutQueries10, heldOutQuestions10 } from './search-questions/held-out-10';
import { heldOutQueries11, heldOutQuestions11 } from './search-questions/held-out-11';
import { heldOutQueries12, heldOutQuestions12 } from './search-questions/held-out-12';
import { heldOutQueries13, heldOutQuestions13 } from './search-questions/held-out-13';
import { heldOutQueries14, heldOutQuestions14 } from './search-questions/held-out-14';
import { heldOutQueries15, heldOutQuestions15 } from './search-questions/held-out-15';

// SEARCH_BUILD_DIR measures another build (a blind set on the session's starting build, say).
const buildDir = path.resolve(process.env.SEARCH_BUILD_DIR ?? path.join(__dirname, '../../build'));
const SUGGESTIONS = searchOptions.searchResultLimits;

// The worker module registers itself with comlink for a browser worker; here it is called directly.
vi.mock('comlink', () => ({ expose: () => undefined }));
// The plugin generates these constants at build time from the options in config/search.ts.
vi.mock('@easyops-cn/docusaurus-search-local/dist/client/client/utils/proxiedGeneratedConstants', async () => {
  const { searchOptions: options } = await import('../../config/search');
  return {
    language: options.language,
    removeDefaultStopWordFilter: options.removeDefaultStopWordFilter,
    fuzzyMatchingDistance: options.fuzzyMatchingDistance,
    searchResultLimits: options.searchResultLimits,
    searchIndexUrl: 'search-index{dir}.json',
  };
});

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
  ['capacities', ['api/installation', 'api/installation/capacities']],
  ['search filter', ['guides/api_actions/search-filter']],
  ['error codes', ['api/api_errors']],
  ['glossary', ['glossary']],
  ['jwt', ['authentication/authenticating_clients']],
  ['paging', ['api/project', 'api/collect_metrics']],
  // Everyday reader questions.
  ['production environment', ['system/test_prod_environments']],
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
  ['POST /metrics', ['api/metric/create-metric']],
];

/** Tasks in readers' own words, not the site's (issue 26): synonyms, questions, paraphrases. */
const tasks: Array<[query: string, expected: string[]]> = [
  ['push metric', ['api/metric/create-metric']],
  ['send metric', ['api/metric/create-metric', 'guides/api_actions/metric']],
  ['submit usage for an installation', ['api/metric/create-metric']],
  ['report usage', ['api/metric/create-metric']],
  ['which role can add metrics', ['authorization/accounting_system_roles']],
  ['which role can create a provider', ['authorization/accounting_system_roles']],
  ['who can delete a project', ['authorization/accounting_system_roles']],
  ['usage report for a provider', ['api/collect_metrics/get-provider-report', 'api/collect_metrics/get-global-provider-report']],
  ['usage report of a project', ['api/collect_metrics/get-project-report']],
  ['change a metric value', ['api/metric/update-metric']],
  ['grant a role to a user', ['api/client/assign-entitlement']],
  ['revoke a role', ['api/client/dissociate-entitlement']],
  ['register a new identity provider', ['api/oidc_tenant/create-oidc-tenant', 'authentication/node_authenticating_clients']],
  ['remove a provider', ['api/provider/delete-provider']],
  ['modify an installation', ['api/installation/update-installation']],
  ['user permissions', ['authorization/accounting_system_roles']],
  ['api key', ['authentication/authenticating_clients']],
  ['tutorial', ['quickstart']],
  ['measurement unit', ['api/unit_type']],
  ['list identity providers', ['api/oidc_tenant/list-oidc-tenants']],
  ['edit a metric definition', ['api/metric_definition/update-metric-definition']],
  ['what permission do I need', ['authorization/accounting_system_roles']],
  // Long questions with words no page uses (added with the title rule of issue 32).
  ['how can I delete a unit type I created by accident', ['api/unit_type/delete-unit-type']],
  ['how do I update the details of my provider', ['api/provider/update-provider']],
  ['where can I see all the metric types', ['api/metric_type/list-metric-types']],
  ['I want to rename an installation', ['api/installation/update-installation']],
  ['how do I look at the report for one installation', ['api/collect_metrics/get-installation-report']],
  ['get rid of an OIDC tenant', ['api/oidc_tenant/delete-oidc-tenant']],
  ['how can I find projects by name', ['api/project/search-projects']],
  ['show the capacities of my installation', ['api/installation/list-capacities']],
];

function only(dir: string, pattern: RegExp): string {
  const matches = fs.readdirSync(dir).filter((name) => pattern.test(name));
  if (matches.length !== 1) throw new Error(`Expected one ${pattern} in ${dir}, found ${matches.length}. Build first.`);
  return path.join(dir, matches[0]!);
}

let search: (query: string) => Promise<SearchResult[]>;
let docsRoot: string;
let catalog: SearchCatalog;
let rawSearch: (query: string, limit: number) => Promise<SearchResult[]>;

beforeAll(async () => {
  // The worker's lunr with the same language plugins the generated client constants register.
  const pluginRequire = createRequire(require.resolve('@easyops-cn/docusaurus-search-local/package.json'));
  const lunr = pluginRequire('lunr');
  pluginRequire('lunr-languages/lunr.stemmer.support')(lunr);
  pluginRequire('@easyops-cn/docusaurus-search-local/dist/server/shared/lunrLanguageZh').lunrLanguageZh(lunr);
  pluginRequire('lunr-languages/lunr.multi')(lunr);

  const indexFile = only(buildDir, /^search-index-[0-9a-f]+\.json$/);
  catalog = JSON.parse(fs.readFileSync(only(buildDir, /^search-catalog-[0-9a-f]{8}\.json$/), 'utf8')) as SearchCatalog;
  vi.stubGlobal('location', { origin: 'http://127.0.0.1' });
  vi.stubGlobal('fetch', async () => ({ json: async () => JSON.parse(fs.readFileSync(indexFile, 'utf8')) }));
  const { SearchWorker } = await import('@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker');
  const worker = new SearchWorker();
  rawSearch = (q, limit) => worker.search('/', '', q, limit);
  search = (query) => rankedSearch(rawSearch, catalog, query, SUGGESTIONS);
  const anyOperation = catalog.operations[0]!.url;
  docsRoot = anyOperation.slice(0, anyOperation.indexOf('/docs/') + '/docs/'.length);
}, 60_000);

/** Queries whose expected page is first, and among the first three, with the misses. */
async function count(set: Array<[string, string[]]>, find = search) {
  let first = 0;
  let top3 = 0;
  const misses: string[] = [];
  for (const [query, expected] of set) {
    const pages = (await find(query)).map((result) => result.document.u.slice(docsRoot.length).replace(/\/$/, ''));
    const rank = pages.slice(0, 3).findIndex((page) => expected.includes(page));
    if (rank === 0) first += 1;
    if (rank >= 0) top3 += 1;
    if (rank !== 0) misses.push(`${query} → ${pages.slice(0, 3).join(', ') || '(nothing)'} (wanted ${expected.join(' or ')})`);
  }
  return { first, top3, misses };
}

/** Share of queries whose expected page is first, and among the first three; misses are printed unless hidden. */
async function score(
  name: string,
  set: Array<[string, string[]]>,
  showMisses = true,
): Promise<{ first: number; top3: number }> {
  const { first, top3, misses } = await count(set);
  const percent = (n: number) => `${((100 * n) / set.length).toFixed(1)} %`;
  console.log(`${name}, ${set.length} queries: first ${percent(first)}, first three ${percent(top3)}`);
  if (showMisses && misses.length > 0) console.log(`not first:\n  ${misses.join('\n  ')}`);
  return { first: first / set.length, top3: top3 / set.length };
}

describe('search relevance', () => {
  /**
   * Each set with the share it must find first and in the first three. Sets kept out of tuning
   * print totals only (`showMisses: false`). Issue 32 asks for 90 % / 80 % on unseen questions.
   */
  const sets: Array<{
    name: string;
    set: Array<[string, string[]]>;
    /** Queries answered first and in the first three when last measured (2026-11-29); each floor is two below. */
    measured: [first: number, top3: number];
    showMisses?: false;
  }> = [
    { name: 'kept reader queries', set: cases, measured: [45, 45] },
    { name: "tasks asked in readers' own words", set: tasks, measured: [27, 30] },
    { name: 'first held-out set (a tuning set since the second)', set: heldOutQuestions, measured: [40, 41] },
    { name: 'held-out endpoint and page queries (kept out of tuning)', set: heldOutQueries, measured: [40, 40] },
    // What the general rules of its commit reach (78 % / 92 % before them).
    { name: 'second tuning set', set: tuning2Questions, measured: [43, 46] },
    // What the general rules of its commit reach (59.7 % / 77.4 % when the set was written, before them).
    { name: 'third tuning set', set: tuning3Questions, measured: [52, 57] },
    // The second to sixth held-out sets are tuning sets since the two rounds of 2026-11-26 evening
    // (definition questions, "-ed" states, reader-word classes; then release numbers, "since when",
    // pasted messages, why-questions, rarity over keywords); their misses print. Before the rounds,
    // first / first three: 59.2 / 75.5, 61.9 / 81.0, 70.0 / 81.7, 55.0 / 73.3 and 60.0 / 73.3 %.
    { name: 'second tuning set of held-out origin', set: heldOut2Questions, measured: [31, 38] },
    { name: 'third tuning set of held-out origin', set: heldOutQuestions3, measured: [31, 38] },
    { name: 'fourth tuning set of held-out origin', set: heldOutQuestions4, measured: [46, 55] },
    { name: 'second held-out endpoint and page queries', set: heldOut2Queries, measured: [45, 46], showMisses: false },
    { name: 'fifth tuning set of held-out origin', set: heldOutQuestions5, measured: [42, 51] },
    { name: 'third held-out endpoint and page queries', set: heldOutQueries5, measured: [20, 20], showMisses: false },
    // Written blind by helper "questions6" before the first round; run once before it (60.0 / 73.3 %)
    // and once after (60.0 / 71.7 %), then tuned on in the second round.
    { name: 'sixth tuning set of held-out origin', set: heldOutQuestions6, measured: [42, 47] },
    { name: 'fourth held-out endpoint and page queries', set: heldOutQueries6, measured: [20, 20], showMisses: false },
    // Written blind by helper "questions7" before the second round; run once on the session's starting
    // build (51.7 / 65.0 %), once before the round (50.0 / 68.3 %) and once after (53.3 / 68.3 %): the
    // clean figure. Never tune on it.
    { name: 'seventh held-out set', set: heldOutQuestions7, measured: [38, 43], showMisses: false },
    { name: 'fifth held-out endpoint and page queries', set: heldOutQueries7, measured: [20, 20], showMisses: false },
    // Written blind by helper "questions8" before the instant first stage and the ablation of issue 41;
    // on the session's starting build 75.0 / 86.7 % (45 and 52 of 60), endpoint and page queries 20 / 20.
    { name: 'eighth held-out set', set: heldOutQuestions8, measured: [48, 54], showMisses: false },
    { name: 'sixth held-out endpoint and page queries', set: heldOutQueries8, measured: [20, 20], showMisses: false },
    // Written blind by helper "questions9" before the cut of issue 41's follow-up (titleCost and mentions
    // decided on it); 75.0 / 83.3 % (45 and 50 of 60) on the cut's starting build and after it, endpoint
    // and page queries 20 / 20.
    { name: 'ninth held-out set', set: heldOutQuestions9, measured: [46, 51], showMisses: false },
    { name: 'seventh held-out endpoint and page queries', set: heldOutQueries9, measured: [19, 20], showMisses: false },
    // Written blind by helper "questions10" on 2026-11-29, after every rule of the ablation table, for the next
    // round; its first run, on the ranking as it then stood: 76.7 / 90.0 % (46 and 54 of 60), endpoint and page
    // queries 20 / 20. Nine of its questions also stand in earlier sets (quoted errors, mostly in the blind eighth
    // and ninth; "swagger ui" and "what is virtual access" in the tuned fourth); on the other 51: 76.5 / 88.2 %.
    // It decided `titleCost`: without it 78.3 / 90.0 %, the seventh 61.7 / 68.3 %, the kept tasks 86.7 / 100 %; kept.
    { name: 'tenth held-out set', set: heldOutQuestions10, measured: [46, 55], showMisses: false },
    { name: 'eighth held-out endpoint and page queries', set: heldOutQueries10, measured: [20, 20], showMisses: false },
    // Written blind by helper "questions11" on 2026-11-29, after every rule kept; on the session's starting ranking
    // 76.7 / 90.0 % (46 and 54 of 60), endpoint and page queries 20 / 20. It decided two changes: the eight spare
    // rows went (47 first without them), and a candidate rule, operations that read before those that change data
    // when a query does not say how to change (it won 2 in the first three on tuning sets), won nothing on it or on
    // the seventh to tenth sets and was not kept. Then the reader-word row `list` went (blind it lost more than it
    // won): 80.0 / 91.7 %. Fifteen of its questions also stand in earlier sets (quoted errors, mostly); on the other
    // 45: 75.6 / 88.9 %.
    { name: 'eleventh held-out set', set: heldOutQuestions11, measured: [48, 55], showMisses: false },
    { name: 'ninth held-out endpoint and page queries', set: heldOutQueries11, measured: [20, 20], showMisses: false },
    // Written blind by helper "questions12" on 2026-11-29, with no rule changed since the eleventh; its first run,
    // 80.0 / 91.7 % (48 and 55 of 60), endpoint and page queries 20 / 20, is the measure. Tuned on since the
    // evening of 2026-11-29 (keywords, and the spelling rule its misspelt questions suggested): 49 and 56.
    { name: 'twelfth set of held-out origin (a tuning set since its first run)', set: heldOutQuestions12, measured: [48, 55] },
    { name: 'tenth held-out endpoint and page queries', set: heldOutQueries12, measured: [20, 20], showMisses: false },
    // Written blind by helper "questions13" on 2026-11-29 before the round tuned on the twelfth (keywords and the
    // spelling rule): 78.3 / 85.0 % (47 and 51 of 60) on its starting build, 47 and 52 after it; endpoint and page
    // queries 20 / 20 both times. Tuned on in round 5 (2026-11-29, night: three keywords), 50 and 54.
    { name: 'thirteenth set of held-out origin (a tuning set since round 5)', set: heldOutQuestions13, measured: [47, 51] },
    { name: 'eleventh held-out endpoint and page queries', set: heldOutQueries13, measured: [20, 20], showMisses: false },
    // Written blind by helper "questions14" on 2026-11-29 (night), with no rule changed since round 4: 76.7 / 88.3 %
    // (46 and 53 of 60) on its starting build; endpoint and page queries 20 / 20. Tuned on in round 6 (2026-11-29,
    // night: keywords).
    { name: 'fourteenth set of held-out origin (a tuning set since round 6)', set: heldOutQuestions14, measured: [46, 53] },
    { name: 'twelfth held-out endpoint and page queries', set: heldOutQueries14, measured: [20, 20], showMisses: false },
    // Written blind by helper "questions15" on 2026-11-29 (night), with no rule or keyword changed since round 5:
    // 86.7 / 93.3 % (52 and 56 of 60) on its starting build; endpoint and page queries 20 / 20. Never tune on it.
    { name: 'fifteenth held-out set', set: heldOutQuestions15, measured: [52, 56], showMisses: false },
    { name: 'thirteenth held-out endpoint and page queries', set: heldOutQueries15, measured: [20, 20], showMisses: false },
  ];

  /** Each floor is this many questions below the measure: a wobble passes, a real loss fails. */
  const WOBBLE = 2;
  for (const { name, set, measured, showMisses } of sets) {
    it(`finds the answer for ${set.length} queries of the ${name}`, async () => {
      expect(set.length).toBeGreaterThanOrEqual(20);
      const { first, top3 } = await score(name, set, showMisses);
      expect(Math.round(first * set.length)).toBeGreaterThanOrEqual(measured[0] - WOBBLE);
      expect(Math.round(top3 * set.length)).toBeGreaterThanOrEqual(measured[1] - WOBBLE);
    }, 60_000);
  }

  it('names only pages that exist in the question sets', () => {
    const pages = new Set(Object.keys(catalog.pages).map((url) => url.slice(docsRoot.length).replace(/\/$/, '')));
    const unknown = sets.flatMap(({ set }) => set.flatMap(([, expected]) => expected.filter((page) => !pages.has(page))));
    expect(unknown).toEqual([]);
  });

  it('answers a release question with the newest release first', async () => {
    const newest = catalog.releases[0]!;
    for (const query of releaseQuestions) {
      const first = (await search(query))[0];
      expect(`${first?.document.u}${first?.document.h ?? ''}`, query).toBe(`${newest.url}${newest.anchor}`);
    }
  });

  it('puts create-metric among the first three for "POST /metrics"', async () => {
    const pages = (await search('POST /metrics')).slice(0, 3).map((result) => result.document.u);
    expect(pages).toContain(`${docsRoot}api/metric/create-metric`);
  });

  // The site said "resources admin" before it named the role "shared resources admin" everywhere.
  it('finds the shared resources roles by their former short names', async () => {
    for (const query of ['resources admin', 'resources viewer']) {
      const top3 = (await search(query)).slice(0, 3).map((result) => result.document.u.slice(docsRoot.length));
      expect(top3, query).toContain('authorization/accounting_system_roles');
    }
  });

  it('lists each page and anchor once and never two suggestions that read the same', async () => {
    for (const [query] of [...cases, ...tasks, ['metric', []], ['POST /installations', []], ['report', []]] as const) {
      const results = await search(query);
      const anchors = results.map((result) => `${result.document.u}${result.document.h ?? ''}`);
      expect(new Set(anchors).size, query).toBe(anchors.length);
      // What a suggestion shows: its title or passage, and its path line.
      const shown = results.map((result) => {
        const crumbs = result.page ? [...(result.page.b ?? []), result.page.t] : (result.document.b ?? []);
        return `${result.document.t} | ${crumbs.join(' › ')}`;
      });
      expect(new Set(shown).size, query).toBe(shown.length);
    }
  }, 60_000);

  it('shows breadcrumbs without an entry said twice in a row', async () => {
    for (const query of ['installation', 'quickstart', 'metric', 'roles']) {
      for (const result of await search(query)) {
        const crumbs = result.page ? [...(result.page.b ?? []), result.page.t] : [...(result.document.b ?? []), result.document.t];
        crumbs.forEach((crumb, i) => expect(crumb, `${query}: ${crumbs.join(' › ')}`).not.toBe(crumbs[i - 1]));
      }
    }
  });

  it('gives the rows the catalog answers before the index is in the breadcrumbs the index gives the same pages', async () => {
    const TITLE = 0;
    let compared = 0;
    for (const query of ['create a provider', 'send metrics', 'which role', 'oidc tenant']) {
      const full = (await search(query)).filter((row) => row.type === TITLE);
      const crumbs = new Map(full.map((row) => [row.document.u, row.document.b]));
      for (const row of await rankedSearch(async () => [], catalog, query, SUGGESTIONS, { typing: true })) {
        if (!crumbs.has(row.document.u)) continue;
        expect(row.document.b, `${query}: ${row.document.t}`).toEqual(crumbs.get(row.document.u));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(8);
  });

  it('says plainly when nothing matches, in the reader\'s language, and offers the nearest words and popular pages', async () => {
    for (const query of ['xyzzy', '数据', 'rate limit', 'metrc installatoin']) {
      if (query === 'xyzzy' || query === '数据') expect(await search(query), query).toEqual([]);
      const help = noResultHelp(query, catalog, '/search');
      const words = helpWords(query);
      expect(help[0]?.document.t, query).toBe(words.nothing);
      const urls = help.map((result) => result.document.u.slice(docsRoot.length));
      expect(urls, query).toEqual(expect.arrayContaining(['quickstart', 'authorization/accounting_system_roles', 'api/api_errors']));
      expect(help.at(-1)?.document.b, query).toEqual([words.suggested]);
      const shown = help.flatMap((result) => [result.document.t, ...(result.document.b ?? [])]).join(' ');
      // An English query never gets Chinese text, and a Chinese one gets its words in Chinese.
      expect(/\p{Script=Han}/u.test(shown), query).toBe(/\p{Script=Han}/u.test(query));
    }
    expect(noResultHelp('metrc', catalog, '/search')[1]?.document.t).toBe('metric');
  });

  it('names the index and the catalog after their own bytes', () => {
    const files = JSON.parse(fs.readFileSync(path.join(buildDir, SEARCH_FILES), 'utf8')) as Record<string, string>;
    expect(Object.keys(files).sort()).toEqual(['catalog', 'index']);
    expect(files.index).toBe(contentName('search-index', fs.readFileSync(path.join(buildDir, files.index!))));
    expect(files.catalog).toBe(contentName('search-catalog', fs.readFileSync(path.join(buildDir, files.catalog!))));
  });

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

  it('stops at the configured number of suggestions though the worker finds more', async () => {
    // "metric" is on nearly every page: far more matches than the box shows.
    const found = await rankedSearch((q, limit) => rawSearch(q, limit), catalog, 'metric', 100);
    expect(found.length).toBeGreaterThan(SUGGESTIONS);
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
    // Whatever comes back is shown by the plugin's template: every result needs a highlight position.
    for (const result of results) {
      expect(Object.values(result.metadata).some((fields) => (fields.t?.position.length ?? 0) > 0)).toBe(true);
    }
  });
});

/**
 * Ablation (CONTRIBUTING.md, Search): `SEARCH_ABLATION=1` switches each rule off in turn, and each
 * reader-word row, and prints what it wins on the sets written blind before it (totals only).
 */
describe.runIf(process.env.SEARCH_ABLATION)('search ranking ablation', () => {
  /**
   * The held-out sets, the round of rules each was written before (0: the rules before the rounds; 3: never tuned on,
   * so blind to every rule, whether written before it or after) and, for a set tuned on since, the round it was tuned
   * in: it no longer counts from there.
   */
  const blind: Array<[round: number, set: Array<[string, string[]]>, tunedIn?: number]> = [
    [0, heldOutQuestions],
    [0, heldOutQueries],
    [0, heldOut2Questions],
    [0, heldOut2Queries],
    [0, heldOutQuestions3],
    [0, heldOutQuestions4],
    [0, heldOutQuestions5],
    [0, heldOutQueries5],
    [1, heldOutQuestions6],
    [1, heldOutQueries6],
    // Written before the rules of round 2 (the seventh) or after every rule of rounds 0 to 2 (the eighth to the
    // fifteenth), and never tuned on but for the twelfth to the fourteenth (rounds 4 to 6): a fair test of those rules.
    [3, heldOutQuestions7],
    [3, heldOutQueries7],
    [3, heldOutQuestions8],
    [3, heldOutQueries8],
    [3, heldOutQuestions9],
    [3, heldOutQueries9],
    [3, heldOutQuestions10],
    [3, heldOutQueries10],
    [3, heldOutQuestions11],
    [3, heldOutQueries11],
    // Its misses led to the keywords and the spelling rule of round 4 (2026-11-29 evening).
    [3, heldOutQuestions12, 4],
    [3, heldOutQueries12, 4],
    // Its misses led to the keywords of round 5 (2026-11-29, night), which added no rule.
    [3, heldOutQuestions13, 5],
    [3, heldOutQueries13, 5],
    // Its misses led to the keywords of round 6 (2026-11-29, night), which added no rule.
    [3, heldOutQuestions14, 6],
    [3, heldOutQueries14, 6],
    [3, heldOutQuestions15],
    [3, heldOutQueries15],
  ];
  /** The round that added each rule: 1 and 2 are the two rounds of 2026-11-26 evening, 4 that of 2026-11-29. */
  const round: Record<Rule, number> = {
    readerWords: 0,
    keywords: 0,
    mentions: 0,
    rarity: 0,
    siteName: 0,
    states: 1,
    explains: 2,
    questions: 0,
    askedWhen: 2,
    pasted: 2,
    exactKeyword: 0,
    titleCost: 0,
    releases: 0,
    namedRelease: 2,
    glossary: 1,
    spelling: 4,
  };
  // The worker answers a query alike whatever the ranking does with it: asked once.
  const asked = new Map<string, Promise<SearchResult[]>>();
  const worker = (query: string, limit: number) => {
    if (!asked.has(`${limit} ${query}`)) asked.set(`${limit} ${query}`, rawSearch(query, limit));
    return asked.get(`${limit} ${query}`)!;
  };
  const ranked = (options = {}, using = catalog) => (query: string) =>
    rankedSearch(worker, using, query, SUGGESTIONS, options);
  const total = async (sets: typeof blind, find = ranked()) => {
    let first = 0;
    let top3 = 0;
    for (const [, set] of sets) {
      const counted = await count(set, find);
      first += counted.first;
      top3 += counted.top3;
    }
    return { first, top3 };
  };

  it('prints what each rule and reader-word row wins on the sets written blind before it', async () => {
    const lines: string[] = [];
    for (const rule of RULES) {
      const sets = blind.filter(
        ([written, , tunedIn]) => (written <= round[rule] || written === 3) && (tunedIn ?? Infinity) > round[rule],
      );
      const on = await total(sets);
      const off = await total(sets, ranked({ off: new Set([rule]) }));
      lines.push(`${rule} (${sets.length} sets): first ${on.first - off.first}, first three ${on.top3 - off.top3}`);
    }
    const on = await total(blind);
    for (const [i, [site, reader]] of catalog.readerWords.entries()) {
      const without = { ...catalog, readerWords: catalog.readerWords.filter((_, k) => k !== i) };
      const off = await total(blind, ranked({}, without));
      lines.push(`reader words ${site} ← ${reader.slice(0, 3).join(', ')}: first ${on.first - off.first}, first three ${on.top3 - off.top3}`);
    }
    console.log(`wins with the rule on (all blind sets: first ${on.first}, first three ${on.top3}):\n  ${lines.join('\n  ')}`);
    expect(lines.length).toBe(RULES.length + catalog.readerWords.length);
  }, 600_000);
});
