import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { joinPaths, readJavaFile, readJavaSources } from '../../../scripts/service/javaEndpoints.mjs';
import { readBodiesFixture } from './bodiesFixture';
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
    // @Consumes, not a body, is what makes another Content-Type answer 415.
    expect([list.consumes, add.consumes]).toEqual([false, true]);
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

describe('the Java reader on bodies', () => {
  const service = readBodiesFixture();

  it("names each operation's request and response by the class it takes and the class its Response carries", () => {
    expect(service.operations.map(({ method, request, response }) => [method, request, response])).toEqual([
      ['POST', 'MetricRequestDto', 'ReadingPage'],
      // Response.ok(x) carries x; the error branch's entity is not the operation's body.
      ['GET', undefined, 'ReadingPage'],
    ]);
  });

  it('reads JSON names, JSON types and what the code refuses to go without, not @Schema(required)', () => {
    expect(service.types.MetricRequestDto).toEqual({
      fields: [
        { name: 'metric_definition_id', type: 'string', required: true },
        { name: 'time_period_start', type: 'string' },
        { name: 'time_period_end', type: 'string' },
        { name: 'value', type: 'number' },
        { name: 'group_id', type: 'string' },
        { name: 'user_id', type: 'string' },
      ],
    });
  });

  it("fills in a generic superclass's fields, keeps only what Jackson sees, and reads enum values", () => {
    expect(service.types.ReadingPage).toEqual({
      fields: [
        { name: 'size_of_page', type: 'integer' },
        { name: 'content', type: 'array<Reading>' },
      ],
    });
    expect(service.types.Reading).toEqual({
      fields: [
        { name: 'unit', type: 'Unit' },
        { name: 'at', type: 'string' },
      ],
    });
    expect(service.types.Unit).toEqual({ enum: ['kWh', 'HOURS'] });
  });

  it('collects the texts the code can answer with, joined values written …', () => {
    expect(service.messages).toEqual([
      'Page size must be between 1 and ….',
      'There is no Installation with the following id: …',
      'metric_definition_id may not be empty.',
    ]);
  });

  it('refuses a Java type it has no JSON form for, naming file and line', () => {
    const unknown = () =>
      readBodiesFixture((file, text) =>
        file === 'ReadingPage.java' ? text.replace('Instant at', 'Duration at') : text,
      );
    expect(unknown).toThrow(/ReadingPage\.java:\d+: no JSON form known for the Java type Duration/);
  });
});

describe('the Java reader refuses what it cannot read exactly', () => {
  it('a @Path built from a constant', () => {
    const text = '@Path(Paths.METRICS)\npublic class A {\n  @GET\n  public Response list() { return null; }\n}';
    expect(() => readJavaFile(text, { file: 'A.java' })).toThrow(
      /A\.java:A:1: @Path\(Paths\.METRICS\) is not a string literal/,
    );
    const method =
      '@Path("/a")\npublic class A {\n  @GET\n  @Path(Paths.ONE)\n  public Response one() { return null; }\n}';
    expect(() => readJavaFile(method, { file: 'A.java' })).toThrow(/A\.java:A#one:4: @Path\(Paths\.ONE\)/);
  });

  it('a sub-resource locator', () => {
    const text = '@Path("/a")\npublic class A {\n  @Path("/b")\n  public B b() { return new B(); }\n}';
    expect(() => readJavaFile(text, { file: 'A.java' })).toThrow(/A\.java:A#b:3: a sub-resource locator/);
  });

  it('JAX-RS annotations inherited from an interface or a superclass', () => {
    const api = { path: 'Api.java', text: 'public interface Api {\n  @GET\n  @Path("/x")\n  Response x();\n}' };
    const resource = {
      path: 'Impl.java',
      text: '\n@Path("/a")\npublic class Impl implements Api {\n  public Response x() { return null; }\n}',
    };
    expect(() => readJavaSources([api, resource])).toThrow(
      /Impl\.java:3: Impl inherits JAX-RS annotations from Api \(Api\.java:1\)/,
    );
    const base = {
      path: 'Base.java',
      text: '@Path("/b")\npublic class Base {\n  @GET\n  public Response x() { return null; }\n}',
    };
    const child = { path: 'Child.java', text: '@Path("/a")\npublic class Child extends Base {}' };
    expect(() => readJavaSources([base, child])).toThrow(
      /Child\.java:2: Child inherits JAX-RS annotations from Base \(Base\.java:2\)/,
    );
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
