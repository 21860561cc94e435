import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  buildSearchCatalog,
  POPULAR_PAGES,
  quotedMessages,
  type LoadedDoc,
} from '../../src/plugins/endpoint-search/catalog';
import { assertPluginShape, contentName } from '../../src/plugins/endpoint-search';
import keepReaderQuery from '../../src/plugins/endpoint-search/keepReaderQuery.mjs';
import { MAX_SECTION_TEXT, slimIndex } from '../../src/plugins/endpoint-search/slimIndex';
import { positionsOf } from '../../src/plugins/endpoint-search/client/rankedSearch';
import { nearestTerms, noResultHelp, spelledQuery } from '../../src/plugins/endpoint-search/client/noResultHelp';
import { wantsLessData } from '../../src/plugins/endpoint-search/client/preloadIndex';
import {
  asksForReleases,
  definedTerm,
  inSiteWords,
  namedRelease,
  matchEndpoints,
  parseEndpointQuery,
  rankedSearch,
  scorePages,
  shortenPath,
} from '../../src/plugins/endpoint-search/client/rankedSearch';
import { readerWords } from '../../config/search';
import { normaliseConcept } from '../../src/plugins/endpoint-search/words';
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
    frontMatter: { keywords: [op.operationId, op.path] },
  })),
  ...POPULAR_PAGES.map((file) => ({
    source: `@site/docs/${file}`,
    permalink: `${base}docs/${file.replace(/\.md$/, '')}`,
    title: file === 'authorization/accounting_system_roles.md' ? 'Accounting Roles' : file,
    description: 'A page.',
    frontMatter:
      file === 'authorization/accounting_system_roles.md'
        ? { keywords: ['Roles', 'Entitlements', 'which role', 'what is an entitlement'] }
        : {},
  })),
];
const catalog = buildSearchCatalog(docs, base, readerWords);

/** The test catalog with one more hand-written page, titled `title`, whose Markdown is `markdown`. */
const withPage = (title: string, frontMatter: LoadedDoc['frontMatter'] = {}, markdown = '') =>
  buildSearchCatalog(
    [...docs, { source: '@site/docs/extra.md', permalink: `${base}docs/extra`, title, description: '', frontMatter }],
    base,
    readerWords,
    '',
    (source) => (source.endsWith('extra.md') ? markdown : ''),
  );
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

  it('folds plurals and punctuation in concept queries, word by word', () => {
    expect(normaliseConcept('  Entitlements! ')).toBe('entitlement');
    expect(normaliseConcept('Capacities of APIs')).toBe('capacity of api');
    // Short words and double s stay: "ties" is "tie", but "bus", "ies", "access" and "class" are whole.
    expect(normaliseConcept('ties bus ies access class')).toBe('tie bus ies access class');
    expect(normaliseConcept('what’s new?')).toBe('what s new');
  });
});

describe('building the catalog', () => {
  it('lists every operation of the contract with its page', () => {
    expect(catalog.operations).toHaveLength(listOperations().length);
    expect(catalog.operations.every((op) => op.url in catalog.pages)).toBe(true);
  });

  it('fails when a popular page or an operation page is missing', () => {
    expect(() => buildSearchCatalog(docs.slice(0, -1), base, readerWords)).toThrow(/does not exist/);
    expect(() => buildSearchCatalog(docs.slice(1), base, readerWords)).toThrow(/no page at/);
  });

  it("keeps a written page's keywords in lower case and leaves out an operation page's (its id and path)", () => {
    const roles = `${base}docs/authorization/accounting_system_roles`;
    // As written, so that "did you mean" offers words a reader knows; the ranking normalises them.
    expect(catalog.pages[roles]?.keywords).toEqual(['roles', 'entitlements', 'which role', 'what is an entitlement']);
    expect(catalog.pages[catalog.operations[0]!.url]).not.toHaveProperty('keywords');
  });

  it('finds the search plugin still shaped the way the swap expects, and names a change', () => {
    expect(() => assertPluginShape()).not.toThrow();
    // A copy of the plugin's theme folder whose search bar imports the worker bridge differently.
    const themeDir = path.dirname(
      path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/searchByWorker.js')),
    );
    const copy = fs.mkdtempSync(path.join(os.tmpdir(), 'search-theme-'));
    fs.cpSync(path.join(themeDir, 'theme'), copy, { recursive: true });
    const bar = path.join(copy, 'SearchBar/SearchBar.jsx');
    fs.writeFileSync(bar, fs.readFileSync(bar, 'utf8').replace('from "../searchByWorker"', 'from "../searchWorker"'));
    expect(() => assertPluginShape(copy)).toThrow(
      /SearchBar\/SearchBar\.jsx no longer has import \{ fetchIndexesByWorker, searchByWorker \}/,
    );
    // A worker that keys its loaded indexes differently would load the index twice after a preload.
    const worker = path.join(copy, 'worker.js');
    fs.writeFileSync(
      worker,
      fs
        .readFileSync(worker, 'utf8')
        .replace('const cacheKey = `${baseUrl}${searchContext}`;', 'const cacheKey = `${searchContext}`;'),
    );
    expect(() => assertPluginShape(copy)).toThrow(/worker\.js no longer has const cacheKey/);
  });

  it('leaves a box the reader is typing in when the search bar resets it after a page change, and stops on a new reset', () => {
    const bar = fs.readFileSync(
      require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchBar/SearchBar.jsx'),
      'utf8',
    );
    const patched = keepReaderQuery(bar);
    // The two statements of the reset now run only with words to show or when the box is not in use.
    expect(patched).toMatch(
      /if \(keywords\.length !== 0 \|\| document\.activeElement !== searchBarRef\.current\) \{ setInputValue\(keywords\.join\(" "\)\);\s*search\.current\?\.autocomplete\.setVal\(keywords\.join\(" "\)\); \}/,
    );
    expect(() =>
      keepReaderQuery(bar.replace('setInputValue(keywords.join(" "));', 'setInputValue(keywords[0]);')),
    ).toThrow(/no longer resets its box as it did/);
  });

  it("turns question openings and readers' words into pages and the site's words", () => {
    expect(scorePages('Which role can add metrics?', catalog)[0]?.page.title).toBe('Accounting Roles');
    expect(scorePages('Add a metric to an installation, which role', catalog)[0]?.page.title).not.toBe(
      'Accounting Roles',
    );
    expect(inSiteWords('push metrics', catalog.readerWords)).toBe('add metric');
    expect(inSiteWords('usage report for a provider', catalog.readerWords)).toBe('report provider');
    expect(inSiteWords('grant a role to a user', catalog.readerWords)).toBe('assign entitlement actor');
    expect(inSiteWords('metric definition', catalog.readerWords)).toBeNull();
    // Question words go in any form ("calling" is "call"); a status code is an error.
    expect(inSiteWords('I get 404 when calling the API', catalog.readerWords)).toBe('error api');
  });
});

describe('what a suggestion shows', () => {
  it('shortens a long path in the middle, keeping where it starts and ends', () => {
    expect(shortenPath('/accounting-system/installations')).toBe('/installations');
    expect(shortenPath('/accounting-system/projects/projects/{project_id}/users/{user_id}/metrics')).toBe(
      '/projects/…/users/{user_id}/metrics',
    );
    const adds = [
      '/accounting-system/installations/{installation_id}/metrics',
      '/accounting-system/installations/{installation_id}/capacities',
    ];
    expect(new Set(adds.map((p) => shortenPath(p))).size).toBe(2);
  });

  it('finds highlight positions of stemmed index terms in the text', () => {
    expect(positionsOf('Installations of an entitlement', ['instal', 'entitl'])).toEqual([
      [0, 13],
      [20, 11],
    ]);
    expect(positionsOf('Nothing here', ['metric'])).toEqual([]);
  });

  it('offers the nearest site words for a misspelt query, and none for unrelated text', () => {
    expect(nearestTerms('metrc', ['metric', 'provider'])).toEqual(['metric']);
    expect(nearestTerms('xyzzy', ['metric', 'provider'])).toEqual([]);
    expect(nearestTerms('数据', ['metric'])).toEqual([]);
  });

  it('reads a misspelt word as the title or keyword word one edit away, a swap of two letters included', () => {
    const withTitle = withPage('Delete Metric Definitions and Search Capacity');
    expect(spelledQuery('check a metric definiton', withTitle)).toBe('check metric definition');
    expect(spelledQuery('serach capcity', withTitle)).toBe('search capacity');
    // Words the site says, the start of one being typed, short words and unrelated words stay as they are.
    expect(spelledQuery('metric definition', withTitle)).toBeNull();
    // Another form of a word the site says is not a misspelling.
    expect(spelledQuery('deleted definitions', withTitle)).toBeNull();
    expect(spelledQuery('definit', withTitle)).toBeNull();
    expect(spelledQuery('mertic', withTitle)).toBe('metric');
    expect(spelledQuery('srch', withTitle)).toBeNull();
    expect(spelledQuery('xyzzyq', withTitle)).toBeNull();
  });

  it('offers words from the keywords as a reader wrote them, not their normalised form', () => {
    const withStatus = withPage('E', { keywords: ['Status codes'] });
    const offered = noResultHelp('statos', withStatus, '/search').map((row) => row.document.t);
    expect(offered).toContain('status');
    expect(offered).not.toContain('statu');
  });
});

describe('naming the index after what it holds', () => {
  it('gives two contents that differ in one heading two names, and the same content one', () => {
    const lunr = { version: '2.3.9', fields: ['t'], fieldVectors: [], invertedIndex: [], pipeline: [] };
    const index = (heading: string) =>
      slimIndex(JSON.stringify([{ documents: [{ i: 1, t: heading }], index: lunr }])).text;
    const first = contentName('search-index', index('Fetch an installation'));
    expect(first).toMatch(/^search-index-[0-9a-f]{8}\.json$/);
    expect(contentName('search-index', index('Fetch an installation by ID'))).not.toBe(first);
    expect(contentName('search-index', index('Fetch an installation'))).toBe(first);
  });
});

describe('slimming the index', () => {
  const index = (position: boolean) =>
    JSON.stringify([
      {
        documents: [{ i: 1, t: 'x'.repeat(3000), u: '/a' }],
        index: {
          version: '2.3.9',
          fields: ['t'],
          fieldVectors: [['t/1', [0, 1.23456, 1, 0.98765]]],
          invertedIndex: [['metric', { _index: 0, t: { 1: position ? { position: [[0, 6]] } : {} } }]],
          pipeline: ['stemmer'],
        },
      },
    ]);

  it('drops positions, rounds scores and cuts long section text', () => {
    const slim = JSON.parse(slimIndex(index(true)).text);
    expect(slim[0].index.invertedIndex[0][1].t).toEqual({ 1: {} });
    expect(slim[0].index.fieldVectors[0][1]).toEqual([0, 1.2, 1, 1]);
    // The cut keeps MAX_SECTION_TEXT characters and marks the cut with " …".
    expect(slim[0].documents[0].t).toMatch(/^x+ …$/);
    expect(slim[0].documents[0].t.length).toBe(MAX_SECTION_TEXT + ' …'.length);
    expect(zlib.gzipSync(slimIndex(index(true)).text).length).toBeLessThan(zlib.gzipSync(index(true)).length);
  });

  it("drops a section's URL when it is its page's, and keeps one that differs", () => {
    const lunr = { version: '2.3.9', fields: ['t'], fieldVectors: [], invertedIndex: [], pipeline: [] };
    const pages = { documents: [{ i: 1, t: 'Metric', u: '/metric', b: ['Docs', 'API Reference'] }], index: lunr };
    const sections = {
      documents: [
        { i: 2, t: 'Fields', u: '/metric', p: 1 },
        { i: 3, t: 'Other', u: '/other', p: 1 },
      ],
      index: lunr,
    };
    const { text, breadcrumbs } = slimIndex(JSON.stringify([pages, sections]));
    const [titles, slimmed] = JSON.parse(text);
    expect(titles.documents[0].u).toBe('/metric');
    // Each page's breadcrumb, for the catalog, from the same read.
    expect(breadcrumbs).toEqual(new Map([['/metric', ['Docs', 'API Reference']]]));
    expect(slimmed.documents.map((document: { u?: string }) => document.u)).toEqual([undefined, '/other']);
  });

  it('fails loudly when the plugin writes something else', () => {
    expect(() => slimIndex('{"documents":[]}')).toThrow(/no longer a list of lunr indexes/);
    expect(() => slimIndex(index(true).replace('"fields":["t"]', '"fields":["title"]'))).toThrow(/no longer/);
  });
});

describe('ranking', () => {
  const page = (u: string, t: string, i: number): SearchDocument => ({ i, t, u, b: ['Docs'] });
  const roles = page(`${base}docs/authorization/accounting_system_roles`, 'Accounting Roles', 1);
  const other = page(`${base}docs/api/client`, 'Client', 2);
  const getInstallation = catalog.operations.find((op) => op.operationId === 'getInstallation')!;
  const titleResult = (document: SearchDocument): SearchResult => ({ document, type: 0, metadata: {}, tokens: [] });
  const childOf = (parent: SearchDocument, i: number): SearchResult => ({
    document: { i, t: `Section ${i}`, u: parent.u, h: `#s${i}` },
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

  it('returns the worker results in their order when no title or concept is named', async () => {
    const results = [titleResult(other), childOf(roles, 20)];
    const { search } = fakeSearch({ zebra: results });
    const ranked = await rankedSearch(search, catalog, 'zebra', 8);
    expect(ranked.map((r) => [r.type, r.document.i])).toEqual([
      [0, 2],
      [1, 20],
    ]);
  });

  it('gives a section the URL of its page, which the slimmed index leaves out', async () => {
    const section = childOf(roles, 20);
    delete (section.document as Partial<SearchDocument>).u;
    const { search } = fakeSearch({ zebra: [section] });
    const ranked = await rankedSearch(search, catalog, 'zebra', 8);
    expect(ranked.map((r) => [r.document.i, r.document.u])).toEqual([[20, roles.u]]);
  });

  it('shows each page once, by its first row', async () => {
    const { search } = fakeSearch({
      zebra: [titleResult(other), titleResult({ ...other, i: 99 }), childOf(other, 20), childOf(roles, 10)],
    });
    const ranked = await rankedSearch(search, catalog, 'zebra', 8);
    expect(ranked.map((r) => r.document.i)).toEqual([2, 10]);
  });

  it('puts the defining page first, then pages whose title says the word, then the rest', async () => {
    const { search } = fakeSearch({ Entitlements: [titleResult(other), childOf(roles, 10), childOf(other, 21)] });
    const ranked = await rankedSearch(search, catalog, 'Entitlements', 8);
    expect(ranked[0]!.document.u).toBe(roles.u);
    expect(ranked[1]!.document.t).toMatch(/entitlement/i);
    expect(new Set(ranked.map((r) => r.document.u)).size).toBe(ranked.length);
  });

  it('shows an endpoint page first with its endpoint, without asking the worker for it', async () => {
    const { asked, search } = fakeSearch({});
    const ranked = await rankedSearch(search, catalog, 'GET /accounting-system/installations/42', 8);
    expect(asked).toEqual(['GET /accounting-system/installations/42']);
    expect(ranked[0]!.document.u).toBe(getInstallation.url);
    expect(ranked[0]!.document.b).toEqual(['GET /installations/{id}']);
    // The highlighter always gets a position, even when no query word is in the title.
    expect(Object.values(ranked[0]!.metadata).length).toBeGreaterThan(0);
  });

  it('never returns more than the limit', async () => {
    const many = Array.from({ length: 40 }, (_, i) => titleResult(page(`${base}docs/p${i}`, `P ${i}`, 100 + i)));
    const { search } = fakeSearch({ role: many, 'Accounting Roles': [titleResult(roles)] });
    expect(await rankedSearch(search, catalog, 'role', 8)).toHaveLength(8);
  });
});

describe('reader words as a rule', () => {
  const titled = buildSearchCatalog(
    [
      ...docs,
      {
        source: '@site/docs/guides/node.md',
        permalink: `${base}docs/node`,
        title: 'Setting up a Node',
        description: '',
        frontMatter: { keywords: ['join the federation'] },
      },
      {
        source: '@site/docs/api/errors.md',
        permalink: `${base}docs/errors`,
        title: 'API Errors',
        description: '',
        frontMatter: { keywords: ['set up node', 'troubleshooting'] },
      },
      {
        source: '@site/docs/changelog.md',
        permalink: `${base}docs/changelog`,
        title: 'API changelog',
        description: '',
        frontMatter: {},
      },
      {
        source: '@site/docs/system/glossary.md',
        permalink: `${base}docs/system/glossary`,
        title: 'Glossary',
        description: '',
        frontMatter: {},
      },
    ],
    base,
    readerWords,
    'Accounting System API Documentation',
    (source) =>
      source.endsWith('changelog.md')
        ? '## Release 1.2.0\n\n## Release 1.10.1\n\n## Release 1.9.0\n'
        : source.endsWith('glossary.md')
          ? '## Actor\n\ntext\n\n## Default OIDC provider\n\n## Metric definition\n'
          : '',
  );
  const titles = (query: string) => scorePages(query, titled).map(({ page }) => page.title);

  it('finds a page whose title says the words in another form, question words dropped', () => {
    expect(titles('how do I set up a node')[0]).toBe('Setting up a Node');
    expect(titles('remove a provider')[0]).toBe('Delete a provider');
  });

  it('ranks a page whose keywords cover the words as if its title said them, a little below a title', () => {
    expect(titles('join the federation')[0]).toBe('Setting up a Node');
    expect(titles('how can my site join the federation')[0]).toBe('Setting up a Node');
    expect(titles('troubleshooting')[0]).toBe('API Errors');
    // Both say "set up node": the title first, the page whose keyword says it next.
    expect(titles('how do I set up a node').slice(0, 2)).toEqual(['Setting up a Node', 'API Errors']);
    // A keyword that starts as a question is answered by its page whatever follows.
    expect(scorePages('What is an entitlement for?', catalog)[0]?.page.title).toBe('Accounting Roles');
  });

  it("leaves out the words of the site's own name unless the query is nothing else", () => {
    expect(titles('api version')[0]).toBe('Fetch the service version');
    expect(titles('API Errors')[0]).toBe('API Errors');
  });

  it('offers a page the worker did not find only when its title says most of the question', () => {
    expect(titles('list providers')[0]).toBe('List all providers');
    expect(titles('provider audit trail retention period')).not.toContain('List all providers');
  });

  it('puts a page whose title says the words before one that only mentions them', async () => {
    const guide = {
      document: { i: 7, t: 'Somewhere', u: `${base}docs/changelog`, h: '#x', p: 1 },
      type: 4,
      metadata: { node: {} },
      tokens: [],
    };
    const ranked = await rankedSearch(async () => [guide], titled, 'set up a node', 100);
    const shown = ranked.map((r) => r.document.t);
    expect(shown[0]).toBe('Setting up a Node');
    expect(shown).toContain('Somewhere');
  });

  it('reads release questions, and the changelog newest release first', () => {
    for (const query of ['last release', "What's new?", 'latest version', 'release notes']) {
      expect(asksForReleases(query), query).toBe(true);
    }
    for (const query of ['api version', 'add a new installation', 'change a unit type']) {
      expect(asksForReleases(query), query).toBe(false);
    }
    expect(titled.releases.map((release) => release.anchor)).toEqual(['#release-1101', '#release-190', '#release-120']);
  });

  it('opens the release a query names by number, the newest patch of a minor version', async () => {
    expect(namedRelease('whats new in 1.9', titled.releases)?.anchor).toBe('#release-190');
    expect(namedRelease('release 1.10.1 notes', titled.releases)?.anchor).toBe('#release-1101');
    expect(namedRelease('changes in 1.1', titled.releases)).toBeUndefined();
    expect(namedRelease('what changed in 2.0', titled.releases)).toBeUndefined();
    // A number in a question about something else names no release.
    expect(namedRelease('why is the openapi version 1.9 here', titled.releases)).toBeUndefined();
    const [first] = await rankedSearch(async () => [], titled, "what's new in 1.10", 8);
    expect(`${first?.document.t}${first?.document.h}`).toBe('Release 1.10.1#release-1101');
    // The opened page marks "new", not every 1 and 10 on it.
    expect(first?.tokens).toEqual(['new']);
  });

  it('answers "since when" and "which release" questions with the changelog', () => {
    for (const query of ['since when are capacities available', 'which release removed the acl endpoints']) {
      expect(titles(query)[0], query).toBe('API changelog');
    }
    expect(titles('release a capacity')[0]).not.toBe('API changelog');
    expect(titles('which version is running')[0]).not.toBe('API changelog');
  });

  it('finds the page that quotes a pasted message, with values where it shows "..."', () => {
    expect(quotedMessages('A `Page size must be between 1 and 100.` and `size` and `GET /x/y z w`.')).toEqual([
      ['Page size must be between 1 and 100.', ''],
    ]);
    const quoting = withPage(
      'Q',
      {},
      'Says `Dissociation is not allowed. There are registered installations to {...}.`; press `Add a new project`.',
    );
    const first = (query: string) => scorePages(query, quoting)[0]?.page.title;
    expect(first('Dissociation is not allowed. There are registered installations to grnet-101')).toBe('Q');
    expect(first('dissociation is not allowed')).toBe('Q');
    // Three words the message happens to contain are not a pasted message.
    expect(first('registered installations to')).not.toBe('Q');
    // A button's label is not a message.
    expect(first('how do I add a new project')).not.toBe('Q');
  });

  it('opens a pasted message at the section that quotes it, anchored as Docusaurus anchors headings', async () => {
    const markdown = [
      '## 404 Not Found',
      '```',
      '## not a heading',
      '```',
      '## 409 Conflict',
      'Says `Dissociation is not allowed. There are registered installations to {...}.`',
      '## 409 Conflict',
    ].join('\n');
    expect(quotedMessages(markdown)).toEqual([
      ['Dissociation is not allowed. There are registered installations to {...}.', '#409-conflict'],
    ]);
    const [first] = await rankedSearch(
      async () => [],
      withPage('Q', {}, markdown),
      'Dissociation is not allowed. There are registered installations to grnet-101',
      8,
    );
    expect(`${first?.document.t}${first?.document.h}`).toBe('Q#409-conflict');
  });

  it('puts pages that explain before operation pages when the question asks why or compares', () => {
    const explaining = withPage('Deleting providers');
    const first = (query: string) => scorePages(query, explaining)[0]?.page.title;
    expect(first('delete a provider')).toBe('Delete a provider');
    expect(first('why can I not delete a provider')).toBe('Deleting providers');
    expect(first('delete vs archive a provider')).toBe('Deleting providers');
  });

  it('reads a definition question and answers it with the glossary entry first', async () => {
    expect(definedTerm('What is an actor?')).toBe('actor');
    expect(definedTerm("what's the default OIDC provider")).toBe('default oidc provider');
    expect(definedTerm('what does metric definitions mean')).toBe('metric definition');
    expect(definedTerm('define actor')).toBe('actor');
    expect(definedTerm('what are the roles')).toBeNull();
    expect(definedTerm('who is an actor')).toBeNull();
    expect(titled.glossary.map(({ title, anchor }) => `${title} ${anchor}`)).toEqual([
      'Actor #actor',
      'Default OIDC provider #default-oidc-provider',
      'Metric definition #metric-definition',
    ]);
    const [first] = await rankedSearch(async () => [], titled, 'what does default oidc provider mean', 8);
    expect(`${first?.document.u}${first?.document.h}`).toBe(`${base}docs/system/glossary#default-oidc-provider`);
    // Below the ids of rows made from the catalog's pages (-1 to -pages), which the search page uses as keys.
    expect(first!.document.i).toBeLessThan(-Object.keys(titled.pages).length);
    const [notDefined] = await rankedSearch(async () => [], titled, 'what is a node', 8);
    expect(notDefined?.document.u).not.toMatch(/glossary/);
  });

  it('reads a verb in its "-ed" form as a state, not as what the reader wants to do', () => {
    expect(titles('show the registered oidc tenants')[0]).toBe('List OIDC tenants');
    expect(titles('how can I delete a unit type I created by accident')[0]).toBe('Delete a unit type');
    // A title's own "-ed" word only qualifies it: "List registered actors" is the list of actors.
    expect(titles('list all users')[0]).toBe('List registered actors');
  });

  it('reads "may" and "is allowed to" as "can" when matching a question keyword', () => {
    const asks = withPage('R', { keywords: ['who can'] });
    for (const query of ['who may delete a project', 'who is allowed to read reports', 'who can add metrics']) {
      expect(scorePages(query, asks)[0]?.page.title, query).toBe('R');
    }
  });

  it('shows the title of a page that answers the question, not the line the worker found', async () => {
    const asks = withPage('R', { keywords: ['who can'] });
    const line = {
      document: { i: 9, t: 'any token can read', u: `${base}docs/extra`, p: 1 },
      type: 4,
      metadata: {},
      tokens: [],
    };
    const [first] = await rankedSearch(async () => [line], asks, 'who is allowed to read reports', 8);
    expect([first?.type, first?.document.t]).toEqual([0, 'R']);
  });
});

describe('wantsLessData (whether the index may load before the reader asks)', () => {
  it('holds back for Save-Data and for 2G, and not for faster or unknown connections', () => {
    expect(wantsLessData({ saveData: true, effectiveType: '4g' })).toBe(true);
    expect(wantsLessData({ effectiveType: '2g' })).toBe(true);
    expect(wantsLessData({ effectiveType: 'slow-2g' })).toBe(true);
    expect(wantsLessData({ effectiveType: '3g' })).toBe(false);
    expect(wantsLessData({ saveData: false, effectiveType: '4g' })).toBe(false);
    expect(wantsLessData(undefined)).toBe(false);
  });
});
