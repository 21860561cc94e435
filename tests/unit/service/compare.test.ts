import fs from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { formatUnsaid } from '../../../scripts/service/cli.mjs';
import {
  compareOperations,
  contractOperations,
  formatDifference,
  rolesAdmittedBy,
  type Deliberate,
} from '../../../scripts/service/compare.mjs';
import { CONTRACT, DELIBERATE, RECORD, RECORD_MESSAGES, REPO_ROOT } from '../../../scripts/service/files.mjs';
import type { CodeOperation, JsonTypes } from '../../../scripts/service/javaEndpoints.mjs';
import { quotedMessages, unsaidQuotes } from '../../../scripts/service/quotedMessages.mjs';
import { readBodiesFixture } from './bodiesFixture';

type Json = Record<string, any>;
const contractText = fs.readFileSync(CONTRACT, 'utf8');
const record = JSON.parse(fs.readFileSync(RECORD, 'utf8')) as {
  operations: CodeOperation[];
  types: JsonTypes;
};
const deliberate = JSON.parse(fs.readFileSync(DELIBERATE, 'utf8')) as Required<Deliberate>;
const recordedCode = record.operations;
const recordedMessages = JSON.parse(fs.readFileSync(RECORD_MESSAGES, 'utf8')) as string[];

/** The diff's lines for a copy of the contract changed by `edit`. */
function diffAfter(edit: (spec: Json) => void): string[] {
  const spec = yaml.load(contractText) as Json;
  edit(spec);
  const { differences, unused } = compareOperations(recordedCode, contractOperations(spec), deliberate, record.types);
  return [...differences.map(formatDifference), ...unused.map((entry) => `unused: ${entry.operation}`)];
}

describe('the contract against the recorded service code', () => {
  it('agrees, beyond the deliberate differences, each of which is still needed and says why', () => {
    expect(diffAfter(() => {})).toEqual([]);
    for (const entry of [...deliberate.operations, ...deliberate.statusRules, ...deliberate.messages])
      expect(entry.reason.length).toBeGreaterThan(20);
  });

  it('compares the fields of every JSON body the code takes or returns', () => {
    const { fieldsCompared } = compareOperations(
      recordedCode,
      contractOperations(yaml.load(contractText)),
      deliberate,
      record.types,
    );
    expect(fieldsCompared).toBeGreaterThan(1500);
  });

  it('names a body field the contract renames, retypes or stops requiring', () => {
    const lines = diffAfter((spec) => {
      const request = spec.components.schemas.ProviderCreateRequest;
      request.required = request.required.filter((name: string) => name !== 'name');
      request.properties.web_site = request.properties.website;
      delete request.properties.website;
      spec.components.schemas.PageMetadata.properties.total_pages.type = 'number';
    });
    expect(lines).toContain(
      'POST /accounting-system/providers: request body field name: the code refuses a request without it, the contract has it optional',
    );
    expect(lines).toContain(
      'POST /accounting-system/providers: request body field website: the code has it (string), the contract lacks it',
    );
    expect(lines).toContain(
      'POST /accounting-system/providers: request body field web_site: the contract has it (string), the code lacks it',
    );
    expect(lines).toContain(
      'GET /accounting-system/providers: response body field total_pages: the code says integer, the contract number',
    );
  });

  it('names an operation the contract loses', () => {
    expect(diffAfter((spec) => delete spec.paths['/accounting-system/installations/{id}'].get)).toEqual([
      'GET /accounting-system/installations/{id}: in the code (InstallationEndpoint.java:InstallationEndpoint#get), not in the contract',
    ]);
  });

  it('names an operation the contract invents', () => {
    expect(
      diffAfter(
        (spec) =>
          (spec.paths['/accounting-system/roles'] = { get: { operationId: 'listRoles', responses: { '200': {} } } }),
      ),
    ).toEqual(['GET /accounting-system/roles: in the contract, not in the code']);
  });

  it('names a role the contract changes', () => {
    const lines = diffAfter((spec) => {
      const roles: string[] =
        spec.paths['/accounting-system/installations/{installation_id}/capacities'].get['x-required-roles'];
      roles.push('installation viewer');
    });
    expect(lines).toEqual([
      'GET /accounting-system/installations/{installation_id}/capacities: roles: the contract has installation viewer that the code lacks',
    ]);
  });

  it('names a status the contract drops, a query parameter it renames and a body it forgets', () => {
    const lines = diffAfter((spec) => {
      const create = spec.paths['/accounting-system/unit-types'].post;
      delete create.responses['201'];
      delete spec.paths['/accounting-system/admin/resources'].post.requestBody;
      const external = spec.paths['/accounting-system/installations/external'].get;
      external.parameters = [{ name: 'external_id', in: 'query' }];
    });
    expect(lines).toEqual([
      'POST /accounting-system/admin/resources: request body: the code takes, the contract has none',
      'GET /accounting-system/installations/external: query parameters: the code has externalId that the contract lacks; the contract has external_id that the code lacks',
      'POST /accounting-system/unit-types: statuses: the code has 201 that the contract lacks',
    ]);
  });

  it('reports a deliberate difference that no longer matches anything', () => {
    const { unused } = compareOperations(
      recordedCode,
      contractOperations(yaml.load(contractText)),
      {
        ...deliberate,
        operations: [
          ...deliberate.operations,
          { operation: 'GET /accounting-system/nowhere', field: 'roles', reason: 'x' },
        ],
      },
      record.types,
    );
    expect(unused.map((entry) => entry.operation)).toEqual(['GET /accounting-system/nowhere']);
  });
});

describe('the roles an access check admits', () => {
  it('widens each role to the scopes above the checked entity, plus the system role', () => {
    expect(rolesAdmittedBy([{ check: 'AccessInstallation', roles: ['viewer'], on: 'parameter id' }])).toEqual([
      'installation viewer',
      'project viewer',
      'provider representative viewer',
      'provider viewer',
      'system viewer',
    ]);
    expect(rolesAdmittedBy([{ check: 'AccessProject', roles: ['admin'], on: 'method' }])).toEqual([
      'project admin',
      'system admin',
    ]);
  });

  it('admits only the default-provider system admin to a check without roles, and anyone to no check', () => {
    expect(rolesAdmittedBy([{ check: 'AccessResource', roles: [], on: 'method' }])).toEqual([
      'system admin, with a token from the default provider',
    ]);
    expect(rolesAdmittedBy([])).toEqual(['any authenticated client', 'system admin', 'system viewer']);
  });

  it('refuses a check it does not know, so a new kind of check cannot pass unnoticed', () => {
    expect(() => rolesAdmittedBy([{ check: 'AccessTenant', roles: ['admin'], on: 'method' }])).toThrow(
      /unknown access check AccessTenant/,
    );
  });
});

describe('the body comparison on a made-up service', () => {
  const contract = contractOperations(yaml.load(contractText)).filter(
    (operation) => operation.path === '/accounting-system/installations/{installation_id}/metrics',
  );
  /** The request-body lines of the diff between the fixture, changed by `edit`, and the contract. */
  const requestLines = (edit?: (file: string, text: string) => string) => {
    const service = readBodiesFixture(edit);
    const { differences } = compareOperations(service.operations, contract, {}, service.types);
    return differences.filter((item) => item.field.startsWith('request ')).map(formatDifference);
  };
  const inMetricRequest = (from: string, to: string) => (file: string, text: string) =>
    file === 'MetricRequestDto.java' ? text.replace(from, to) : text;
  const create = 'POST /accounting-system/installations/{installation_id}/metrics';

  it('finds the JSON names and types of the metric body as the contract has them', () => {
    // The class-level validator (not read) refuses a body without the two timestamps.
    expect(requestLines()).toEqual([
      `${create}: request body field time_period_start: the contract has it required, the code takes a request without it`,
      `${create}: request body field time_period_end: the contract has it required, the code takes a request without it`,
    ]);
  });

  it('names group_id when the code renames it', () => {
    expect(requestLines(inMetricRequest('@JsonProperty("group_id")', '@JsonProperty("group")'))).toContain(
      `${create}: request body field group_id: the contract has it (string), the code lacks it`,
    );
  });

  it('names value when the code makes it a String', () => {
    expect(requestLines(inMetricRequest('public double value', 'public String value'))).toContain(
      `${create}: request body field value: the code says string, the contract number`,
    );
  });
});

describe('the quoted messages against the recorded service code', () => {
  const quotes = quotedMessages(REPO_ROOT, CONTRACT);

  it('finds every quoted message in the code, beyond the deliberate ones, each still quoted', () => {
    expect(quotes.length).toBeGreaterThan(400);
    const { unsaid, unused } = unsaidQuotes(quotes, recordedMessages, deliberate.messages);
    expect(unsaid.map(formatUnsaid)).toEqual([]);
    expect(unused).toEqual([]);
  });

  it('names each page that quotes a message the code rewords', () => {
    const reworded = recordedMessages.map((message) =>
      message === 'metric_definition_id may not be empty.' ? 'metric_definition_id is missing.' : message,
    );
    const { unsaid } = unsaidQuotes(quotes, reworded, deliberate.messages);
    const pages = unsaid.map(({ where }) => where.split(':')[0]);
    expect(unsaid.every(({ quote }) => quote === 'metric_definition_id may not be empty.')).toBe(true);
    expect(pages).toContain('docs/api/api_errors/request_errors.md');
    expect(unsaid.length).toBeGreaterThan(1);
  });
});
