/**
 * Relevance of the search box on the finished build (tests/support/searchRelevance.ts runs it as a
 * reader's browser does): the sets tuned on, whose misses print, and how the box behaves. The sets
 * written blind and the ablation are in search-relevance-blind.test.ts.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { rankedSearch } from '../../src/plugins/endpoint-search/client/rankedSearch';
import { helpWords } from '../../src/plugins/endpoint-search/client/helpWords';
import { noResultHelp } from '../../src/plugins/endpoint-search/client/noResultHelp';
import { contentName, SEARCH_FILES } from '../../src/plugins/endpoint-search';
import {
  buildDir,
  loadSearch,
  scoresSets,
  SUGGESTIONS,
  type MeasuredSet,
  type QuestionSet,
  type SearchHarness,
} from '../support/searchRelevance';
import { heldOutQuestions, releaseQuestions } from './search-questions/held-out';
import { heldOut2Questions } from './search-questions/held-out-2';
import { tuning2Questions } from './search-questions/tuning-2';
import { tuning3Questions } from './search-questions/tuning-3';
import { heldOutQuestions3 } from './search-questions/held-out-3';
import { heldOutQuestions4 } from './search-questions/held-out-4';
import { heldOutQuestions5 } from './search-questions/held-out-5';
import { heldOutQuestions6 } from './search-questions/held-out-6';
import { heldOutQuestions12 } from './search-questions/held-out-12';
import { heldOutQuestions13 } from './search-questions/held-out-13';
import { heldOutQuestions14 } from './search-questions/held-out-14';

let harness: SearchHarness;
beforeAll(async () => {
  harness = await loadSearch();
}, 60_000);
const search = (query: string) => harness.search(query);

/** Page, endpoint and concept queries kept since the first round. */
const cases: QuestionSet = [
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
const tasks: QuestionSet = [
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

describe('search relevance', () => {
  /** The sets tuned on, each with the share it must find first and in the first three. */
  const sets: MeasuredSet[] = [
    { name: 'kept reader queries', set: cases, measured: [45, 45] },
    { name: "tasks asked in readers' own words", set: tasks, measured: [27, 30] },
    { name: 'first held-out set (a tuning set since the second)', set: heldOutQuestions, measured: [40, 41] },
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
    { name: 'fifth tuning set of held-out origin', set: heldOutQuestions5, measured: [42, 51] },
    // Written blind by helper "questions6" before the first round; run once before it (60.0 / 73.3 %)
    // and once after (60.0 / 71.7 %), then tuned on in the second round.
    { name: 'sixth tuning set of held-out origin', set: heldOutQuestions6, measured: [42, 47] },
    // Written blind by helper "questions12" on 2026-11-29, with no rule changed since the eleventh; its first run,
    // 80.0 / 91.7 % (48 and 55 of 60), endpoint and page queries 20 / 20, is the measure. Tuned on since the
    // evening of 2026-11-29 (keywords, and the spelling rule its misspelt questions suggested): 49 and 56.
    { name: 'twelfth set of held-out origin (a tuning set since its first run)', set: heldOutQuestions12, measured: [48, 55] },
    // Written blind by helper "questions13" on 2026-11-29 before the round tuned on the twelfth (keywords and the
    // spelling rule): 78.3 / 85.0 % (47 and 51 of 60) on its starting build, 47 and 52 after it; endpoint and page
    // queries 20 / 20 both times. Tuned on in round 5 (2026-11-29, night: three keywords), 50 and 54.
    { name: 'thirteenth set of held-out origin (a tuning set since round 5)', set: heldOutQuestions13, measured: [47, 51] },
    // Written blind by helper "questions14" on 2026-11-29 (night), with no rule changed since round 4: 76.7 / 88.3 %
    // (46 and 53 of 60) on its starting build; endpoint and page queries 20 / 20. Tuned on in round 6 (2026-11-29,
    // night: keywords).
    { name: 'fourteenth set of held-out origin (a tuning set since round 6)', set: heldOutQuestions14, measured: [46, 53] },
  ];
  scoresSets(sets, () => harness);

  it('answers a release question with the newest release first', async () => {
    const newest = harness.catalog.releases[0]!;
    for (const query of releaseQuestions) {
      const first = (await search(query))[0];
      expect(`${first?.document.u}${first?.document.h ?? ''}`, query).toBe(`${newest.url}${newest.anchor}`);
    }
  });

  it('puts create-metric among the first three for "POST /metrics"', async () => {
    const pages = (await search('POST /metrics')).slice(0, 3).map((result) => result.document.u);
    expect(pages).toContain(`${harness.docsRoot}api/metric/create-metric`);
  });

  // The site said "resources admin" before it named the role "shared resources admin" everywhere.
  it('finds the shared resources roles by their former short names', async () => {
    for (const query of ['resources admin', 'resources viewer']) {
      const top3 = (await search(query)).slice(0, 3).map((result) => result.document.u.slice(harness.docsRoot.length));
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

  it('gives the rows the harness.catalog answers before the index is in the breadcrumbs the index gives the same pages', async () => {
    const TITLE = 0;
    let compared = 0;
    for (const query of ['create a provider', 'send metrics', 'which role', 'oidc tenant']) {
      const full = (await search(query)).filter((row) => row.type === TITLE);
      const crumbs = new Map(full.map((row) => [row.document.u, row.document.b]));
      for (const row of await rankedSearch(async () => [], harness.catalog, query, SUGGESTIONS, { typing: true })) {
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
      const help = noResultHelp(query, harness.catalog, '/search');
      const words = helpWords(query);
      expect(help[0]?.document.t, query).toBe(words.nothing);
      const urls = help.map((result) => result.document.u.slice(harness.docsRoot.length));
      expect(urls, query).toEqual(expect.arrayContaining(['quickstart', 'authorization/accounting_system_roles', 'api/api_errors']));
      expect(help.at(-1)?.document.b, query).toEqual([words.suggested]);
      const shown = help.flatMap((result) => [result.document.t, ...(result.document.b ?? [])]).join(' ');
      // An English query never gets Chinese text, and a Chinese one gets its words in Chinese.
      expect(/\p{Script=Han}/u.test(shown), query).toBe(/\p{Script=Han}/u.test(query));
    }
    expect(noResultHelp('metrc', harness.catalog, '/search')[1]?.document.t).toBe('metric');
  });

  it('names the index and the harness.catalog after their own bytes', () => {
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
      expect(first?.document.u, title).toBe(`${harness.docsRoot}${page}`);
      expect(first?.type, title).toBe(0);
    }
  });

  it('stops at the configured number of suggestions though the worker finds more', async () => {
    // "metric" is on nearly every page: far more matches than the box shows.
    const found = await rankedSearch((q, limit) => harness.rawSearch(q, limit), harness.catalog, 'metric', 100);
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
