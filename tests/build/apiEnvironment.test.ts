/**
 * One environment, chosen once (issue 43, item 1): every request sample on every page reads
 * BASE_URL and ACCESS_TOKEN from the reader's environment and says so on its first line; the only
 * code that writes a base URL is the Development / Production tab set of `<ApiEnvironments />`,
 * whose URLs come from the contract's servers; no page keeps another convention (ACC_ENV,
 * ACC_BASE_URL, a `${BASE_URL:-…}` default).
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENVIRONMENT_NOTE, ENVIRONMENT_TAB_GROUP } from '../../src/plugins/openapi-operations/environments';
import { apiEnvironments } from '../../src/plugins/openapi-operations/spec';
import { buildDir, builtRoutes, codeOf, expectEvery, page } from './site';

type Sample = { route: string; language: string; code: string; inEnvironmentTabs: boolean };

const CODE_LANGUAGES = new Set(['bash', 'sh', 'shell', 'console', 'python', 'javascript', 'js', 'typescript', 'http']);

const samples: Sample[] = builtRoutes().flatMap((route) => {
  const $ = page(route);
  return $('pre.prism-code')
    .toArray()
    .flatMap((pre) => {
      const language = /\blanguage-([\w-]+)/.exec($(pre).attr('class') ?? '')?.[1] ?? '';
      if (!CODE_LANGUAGES.has(language)) return [];
      const inEnvironmentTabs = $(pre).closest(`[data-tab-group="${ENVIRONMENT_TAB_GROUP}"]`).length > 0;
      return [{ route, language, code: codeOf($, $(pre)), inEnvironmentTabs }];
    });
});
const requestSamples = samples.filter((sample) => !sample.inEnvironmentTabs);
const where = (sample: Sample) => `${sample.route} (${sample.language}: ${sample.code.split('\n')[0]}…)`;

/** A line that gives BASE_URL a URL: a shell, Python or JavaScript assignment, a default included. */
const WRITES_URL_INTO_BASE_URL = /^\s*(export\s+|const\s+|let\s+|var\s+)?BASE_URL\s*=.*https?:\/\//m;
/** Conventions the site no longer uses for choosing the server. */
const OTHER_CONVENTIONS = /\$\{BASE_URL:-|\bACC_ENV\b|\bACC_BASE_URL\b/;

const environments = apiEnvironments();

describe('the API environment in samples', () => {
  it('finds the samples of the guides and of the operation pages', () => {
    const guides = requestSamples.filter((sample) => sample.route.startsWith('docs/guides/api_actions/'));
    expect(guides.filter((sample) => /BASE_URL/.test(sample.code)).length).toBeGreaterThan(70);
    expect(requestSamples.filter((sample) => sample.route.startsWith('docs/api/')).length).toBeGreaterThan(3 * 99);
  });

  it('no sample writes a URL into BASE_URL: each reads it from the environment', () => {
    const writers = requestSamples.filter((sample) => WRITES_URL_INTO_BASE_URL.test(sample.code)).map(where);
    expect(writers, `${writers.length} samples write a URL into BASE_URL`).toEqual([]);
  });

  it("no sample outside the environment tabs holds an environment's base URL", () => {
    const literal = requestSamples
      .filter((sample) => environments.some((environment) => sample.code.includes(environment.baseUrl)))
      .map(where);
    expect(literal).toEqual([]);
  });

  it('no sample, page or published Markdown uses ACC_ENV, ACC_BASE_URL or a ${BASE_URL:-…} default', () => {
    const inSamples = samples.filter((sample) => OTHER_CONVENTIONS.test(sample.code)).map(where);
    // The Markdown twins and llms files carry the samples as plain text.
    const published = fs
      .readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.(md|txt)$/.test(file))
      .filter((file) => OTHER_CONVENTIONS.test(fs.readFileSync(path.join(buildDir, file), 'utf8')));
    expect([...inSamples, ...published]).toEqual([]);
  });

  it('every sample that uses BASE_URL says on its first line where it is set', () => {
    const comment = (language: string) => (/^(javascript|js|typescript)$/.test(language) ? '//' : '#');
    expectEvery(
      requestSamples.filter((sample) => sample.language !== 'http' && /\bBASE_URL\b/.test(sample.code)),
      where,
      (sample) => {
        const first = sample.code.split('\n')[0];
        const expected = `${comment(sample.language)} ${ENVIRONMENT_NOTE}`;
        return first === expected ? [] : [`first line "${first}", expected "${expected}"`];
      },
    );
  });
});

describe('the environment tabs', () => {
  const setupPage = 'docs/guides/api_actions/before_you_call_the_api';

  it('on Before You Call the API export each server of the contract as BASE_URL, in a remembered tab group', () => {
    expect(environments.map((environment) => environment.value)).toEqual(['development', 'production']);
    const $ = page(setupPage);
    const wrapper = $(`[data-tab-group="${ENVIRONMENT_TAB_GROUP}"]`);
    expect(wrapper).toHaveLength(1);
    expect(JSON.parse(wrapper.attr('data-tab-values') ?? '[]')).toEqual(environments.map((e) => e.value));
    const panels = wrapper.find('[role="tabpanel"]').toArray();
    expect(panels.map((panel) => codeOf($, $(panel).find('pre.prism-code')))).toEqual(
      environments.map((environment) => expect.stringContaining(`export BASE_URL='${environment.baseUrl}'`)),
    );
    expect(panels.map((panel) => $(panel).find(`a[href]`).attr('href'))).toEqual(
      environments.map((environment) => environment.tokenPage),
    );
  });

  it('are the only place a page sets BASE_URL to a URL, and they are the same set on every page', () => {
    const setters = samples.filter((sample) => sample.inEnvironmentTabs);
    expect(new Set(setters.map((sample) => sample.route))).toContain(setupPage);
    expectEvery(setters, where, (sample) => {
      const environment = environments.find((e) => sample.code.includes(`export BASE_URL='${e.baseUrl}'`));
      return environment ? [] : ['exports no base URL of the contract'];
    });
  });
});
