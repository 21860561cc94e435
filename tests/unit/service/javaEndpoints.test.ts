import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { joinPaths, readJavaFile } from '../../../scripts/service/javaEndpoints.mjs';
import { projectVersion, releasesInChangelog, restRoot } from '../../../scripts/service/serviceSource.mjs';

const fixture = fs.readFileSync(path.join(__dirname, 'fixtures/MeterEndpoint.java'), 'utf8');
const operations = readJavaFile(fixture, { file: 'MeterEndpoint.java', root: '/accounting-system' });
const find = (method: string, suffix: string) => {
  const found = operations.find((op) => op.method === method && op.path.endsWith(suffix));
  if (!found)
    throw new Error(
      `${method} …${suffix} not read; read: ${operations.map((op) => `${op.method} ${op.path}`).join(', ')}`,
    );
  return found;
};

describe('the Java reader', () => {
  it('lists each method with an HTTP annotation once, under the REST root and the class path, and nothing of an interface', () => {
    expect(operations.map((op) => `${op.method} ${op.path}`)).toEqual([
      'GET /accounting-system/meters',
      'POST /accounting-system/meters/{meter_id}/readings',
      'GET /accounting-system/meters/meters/{meter_id}/owners/{owner_id}',
      'DELETE /accounting-system/meters/{meter_id}',
      'GET /accounting-system/meters/page',
    ]);
  });

  it('keeps a class path that the method path repeats, as the service does', () => {
    expect(find('GET', '/owners/{owner_id}').path).toBe(
      '/accounting-system/meters/meters/{meter_id}/owners/{owner_id}',
    );
  });

  it('reads path and query parameters, and counts an unannotated parameter as the body', () => {
    const list = find('GET', '/meters');
    expect(list).toMatchObject({ pathParameters: [], queryParameters: ['page', 'size'], body: false });
    const add = find('POST', '/readings');
    expect(add).toMatchObject({ pathParameters: ['meter_id'], queryParameters: [], body: true });
    expect(find('GET', '/owners/{owner_id}').pathParameters).toEqual(['meter_id', 'owner_id']);
  });

  it('reads @APIResponse statuses, alone and inside @APIResponses', () => {
    expect(find('GET', '/meters').statuses).toEqual(['200', '401']);
    expect(find('POST', '/readings').statuses).toEqual(['201', '409']);
    expect(find('DELETE', '/{meter_id}').statuses).toEqual([]);
  });

  it('reads access checks on the method and on a parameter, with and without roles', () => {
    expect(find('GET', '/meters').access).toEqual([
      { check: 'AccessResource', roles: ['admin', 'viewer'], on: 'method' },
    ]);
    expect(find('POST', '/readings').access).toEqual([
      { check: 'AccessInstallation', roles: ['admin'], on: 'parameter meter_id' },
    ]);
    expect(find('GET', '/owners/{owner_id}').access).toEqual([
      { check: 'AccessProject', roles: ['viewer'], on: 'method' },
    ]);
    expect(find('DELETE', '/{meter_id}').access).toEqual([{ check: 'AccessResource', roles: [], on: 'method' }]);
  });

  it('marks hidden operations and HTML pages, and names the source method', () => {
    expect(find('DELETE', '/{meter_id}')).toMatchObject({
      hidden: true,
      html: false,
      source: 'MeterEndpoint.java:MeterEndpoint#remove',
    });
    expect(find('GET', '/page')).toMatchObject({ hidden: false, html: true });
    expect(find('GET', '/meters').authenticated).toBe(true);
  });

  it('fails loudly, naming the file, on text that is not Java', () => {
    expect(() => readJavaFile('@Path("/x") public class {', { file: 'Broken.java' })).toThrow(
      /Broken\.java: does not parse as Java/,
    );
  });

  it('joins paths with one slash between parts and none at the end', () => {
    expect(joinPaths('/accounting-system', '/admin/', 'clients/{id}/')).toBe('/accounting-system/admin/clients/{id}');
    expect(joinPaths('/', '/', 'ams-listener')).toBe('/ams-listener');
  });
});

describe('the service source helpers', () => {
  it('take the REST root from whichever property the release used', () => {
    expect(restRoot('quarkus.mongodb.database = x\nquarkus.rest.path=/accounting-system\n')).toBe('/accounting-system');
    expect(restRoot('quarkus.resteasy-reactive.path=/accounting-system')).toBe('/accounting-system');
    expect(restRoot('nothing=here')).toBe('/');
  });

  it("read the project's own version from pom.xml, not its parent's", () => {
    const pom =
      '<project><parent><version>9.9.9</version></parent><artifactId>a</artifactId><version>1.6.0</version><dependencies><dependency><version>3.0</version></dependency></dependencies></project>';
    expect(projectVersion(pom)).toBe('1.6.0');
  });

  it('list the releases the service changelog names, once each, newest first as written', () => {
    const changelog =
      '## Unreleased\n## 1.8.1 - 2025-12-09\n## 1.8.1 - Fixed\n## 1.8.0 - 2025-12-02\n## [1.0.0] - 2023-01-31\n';
    expect(releasesInChangelog(changelog)).toEqual(['1.8.1', '1.8.0', '1.0.0']);
  });
});
