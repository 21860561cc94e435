import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  loadRecord,
  namesOperation,
  operationCode,
  releaseChanges,
  releaseOperationsMarkdown,
  renderReleaseOperations,
  servedHistory,
  type ServiceRecord,
} from '../../../src/plugins/openapi-operations/releaseHistory';
import { getOperation, listOperations } from '../../../src/plugins/openapi-operations/spec';

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

  it('count an operation brought back after a gap from its return, and name the earlier span', () => {
    expect(changes[2]!.removed).toEqual([`GET ${A}/me`]);
    expect(changes[3]!.added).toEqual([`GET ${A}/me`, `GET ${A}/new`]);
    expect(Object.fromEntries(servedHistory(history))).toEqual({
      [`GET ${A}/things/{thing_id}`]: { since: undefined, earlier: [] },
      [`POST ${A}/things/{id}/link/other/{other_id}`]: { since: '1.1.0', earlier: [] },
      [`GET ${A}/me`]: { since: '1.3.0', earlier: ['1.0.0–1.1.0'] },
      [`GET ${A}/new`]: { since: '1.3.0', earlier: [] },
    });
  });

  it('refuse to render a removal that the changelog does not say what replaced, and accept one it does', () => {
    expect(() => renderReleaseOperations(changes[2]!, [], false, ['/things', 'POST /me'])).toThrow(
      /Release 1\.2\.0 removed GET \/accounting-system\/me and the changelog does not say what replaced it/,
    );
    const [breaking] = renderReleaseOperations(changes[2]!, [], false, ['GET /me']);
    expect(breaking.split('\n\n')).toEqual([
      'Released 2025-01-01.',
      '**Breaking: operations removed or moved.** A client that calls these must change before it upgrades.',
      `- Removed ${operationCode(`GET ${A}/me`)}.`,
    ]);
  });

  it('read a code with a method as one operation, and one without as every operation on those path segments', () => {
    expect(namesOperation('/acl', `DELETE ${A}/projects/{project_id}/acl/{who}`)).toBe(true);
    expect(namesOperation('/ac', `GET ${A}/projects/{project_id}/acl`)).toBe(false);
    expect(namesOperation('POST /clients', `POST ${A}/clients`)).toBe(true);
    expect(namesOperation('POST /clients', `POST ${A}/admin/clients/{client_id}/assign-roles`)).toBe(false);
    expect(namesOperation('GET /clients', `POST ${A}/clients`)).toBe(false);
    expect(namesOperation('clients', `POST ${A}/clients`)).toBe(false);
  });

  it('refuse a release the record does not have', () => {
    expect(() => releaseOperationsMarkdown('9.9.9', history, [])).toThrow(/names no release of openapi\/service-record\.json \(1\.0\.0, 1\.1\.0, 1\.2\.0, 1\.3\.0\)/);
  });
});

describe('the service history of record', () => {
  const record = loadRecord();
  const changes = releaseChanges(record);
  const operations = listOperations();

  it('gives an operation that came back after a gap both its return and its earlier span (List my permissions)', () => {
    expect(getOperation('getMyPermissions')).toMatchObject({ since: '1.8.1', servedEarlier: ['1.0.0–1.7.0'] });
    expect(getOperation('createInstallation')).toMatchObject({ since: undefined, servedEarlier: [] });
  });

  it('has one generated list under each release heading of the changelog, for every release recorded', () => {
    const changelog = fs.readFileSync(changelogPath, 'utf8');
    const entries = [...changelog.matchAll(/^## Release (\S+)\n\n<ReleaseOperations version="(\S+)"(?: \/)?>$/gm)];
    expect(entries.every(([, heading, element]) => heading === element)).toBe(true);
    expect(entries.map(([, version]) => version)).toEqual(record.releases.map((item) => item.version).reverse());
  });

  it('names every operation that a release after the first added, moved or removed', () => {
    // The changelog's own words on what replaced the removed operations, as the build passes them.
    const changelog = fs.readFileSync(changelogPath, 'utf8');
    const replacements = (version: string) => {
      const content = new RegExp(`<ReleaseOperations version="${version}">([\\s\\S]*?)</ReleaseOperations>`).exec(changelog);
      return [...(content?.[1] ?? '').matchAll(/`([^`]+)`/g)].map((match) => match[1]!);
    };
    const lists = record.releases
      .flatMap((item) => releaseOperationsMarkdown(item.version, record, operations, replacements(item.version)))
      .join('\n');
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
