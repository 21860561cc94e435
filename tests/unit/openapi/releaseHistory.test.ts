import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  contractWithSince,
  loadRecord,
  operationCode,
  releaseChanges,
  releaseOperationsMarkdown,
  renderReleaseOperations,
  sinceByOperation,
  sinceDrift,
  type ServiceRecord,
} from '../../../src/plugins/openapi-operations/releaseHistory';
import { listOperations, specPath } from '../../../src/plugins/openapi-operations/spec';

const changelogPath = path.resolve(__dirname, '../../../docs/changelog.md');

const release = (version: string, operations: Record<string, string>) => ({ version, date: '2025-01-01', commit: 'c', operations });
const A = '/accounting-system';

/** A made-up service history with one of each kind of change. */
const history: ServiceRecord = {
  source: 'example',
  commit: 'c',
  releases: [
    release('1.0.0', { [`GET ${A}/things/{thingId}`]: 'T#get', [`POST ${A}/things/{id}/link`]: 'T#link', [`GET ${A}/me`]: 'C#me' }),
    release('1.1.0', { [`GET ${A}/things/{thing_id}`]: 'T#get', [`POST ${A}/things/{id}/link/other/{other_id}`]: 'T#link', [`GET ${A}/me`]: 'C#me' }),
    release('1.2.0', { [`GET ${A}/things/{thing_id}`]: 'T#get', [`POST ${A}/things/{id}/link/other/{other_id}`]: 'T#link' }),
    release('1.3.0', { [`GET ${A}/things/{thing_id}`]: 'T#get', [`POST ${A}/things/{id}/link/other/{other_id}`]: 'T#link', [`GET ${A}/me`]: 'C2#me', [`GET ${A}/new`]: 'N#list' }),
  ],
};

describe('release changes read from the recorded code', () => {
  const changes = releaseChanges(history);

  it('tell a renamed path parameter (same URL) from a moved operation (same Java method, new path)', () => {
    expect(changes[1]).toMatchObject({
      added: [],
      removed: [],
      renamed: [{ from: `GET ${A}/things/{thingId}`, to: `GET ${A}/things/{thing_id}` }],
      moved: [{ from: `POST ${A}/things/{id}/link`, to: `POST ${A}/things/{id}/link/other/{other_id}` }],
    });
  });

  it('count an operation brought back after a gap from its return', () => {
    expect(changes[2]!.removed).toEqual([`GET ${A}/me`]);
    expect(changes[3]!.added).toEqual([`GET ${A}/me`, `GET ${A}/new`]);
    expect(Object.fromEntries(sinceByOperation(history))).toEqual({
      [`POST ${A}/things/{id}/link/other/{other_id}`]: '1.1.0',
      [`GET ${A}/me`]: '1.3.0',
      [`GET ${A}/new`]: '1.3.0',
    });
  });

  it('refuse to render a removal that no replacement is written for', () => {
    expect(() => renderReleaseOperations(changes[2]!, [], false)).toThrow(/Release 1\.2\.0 removed GET \/accounting-system\/me and no replacement is written/);
  });

  it('refuse a release the record does not have', () => {
    expect(() => releaseOperationsMarkdown('9.9.9', history, [])).toThrow(/names no release of openapi\/service-record\.json \(1\.0\.0, 1\.1\.0, 1\.2\.0, 1\.3\.0\)/);
  });
});

describe('the service history of record', () => {
  const record = loadRecord();
  const changes = releaseChanges(record);
  const operations = listOperations();

  it("gives every contract operation the x-since of the code, and generate:api would change nothing", () => {
    expect(sinceDrift(record, operations)).toEqual([]);
    const contract = fs.readFileSync(specPath, 'utf8');
    expect(contractWithSince(contract, record, operations) === contract).toBe(true);
  });

  it('has one generated list under each release heading of the changelog, for every release recorded', () => {
    const changelog = fs.readFileSync(changelogPath, 'utf8');
    const entries = [...changelog.matchAll(/^## Release (\S+)\n\n<ReleaseOperations version="(\S+)" \/>$/gm)];
    expect(entries.every(([, heading, element]) => heading === element)).toBe(true);
    expect(entries.map(([, version]) => version)).toEqual(record.releases.map((item) => item.version).reverse());
  });

  it('names every operation that a release after the first added, moved or removed', () => {
    const lists = record.releases.map((item) => releaseOperationsMarkdown(item.version, record, operations)).join('\n');
    const named = changes.slice(1).flatMap((change) => [
      ...change.added,
      ...change.removed,
      ...change.moved.flatMap(({ from, to }) => [from, to]),
    ]);
    const byKey = new Map(operations.map((op) => [`${op.method} ${op.path}`, op]));
    const missing = named.filter((key) => {
      const op = byKey.get(key);
      return !lists.includes(operationCode(key)) && !(op && lists.includes(`[${op.summary}](`));
    });
    expect(missing).toEqual([]);
    expect(new Set(named).size).toBeGreaterThan(80);
  });
});
