import fs from 'node:fs';
import yaml from 'js-yaml';
import { describe, expect, it } from 'vitest';
import { CONTRACT, DELIBERATE, RECORD } from '../../../scripts/service/cli.mjs';
import {
  compareOperations,
  contractOperations,
  formatDifference,
  rolesAdmittedBy,
  type Deliberate,
} from '../../../scripts/service/compare.mjs';
import type { CodeOperation } from '../../../scripts/service/javaEndpoints.mjs';

type Json = Record<string, any>;
const contractText = fs.readFileSync(CONTRACT, 'utf8');
const record = JSON.parse(fs.readFileSync(RECORD, 'utf8')) as { operations: CodeOperation[] };
const deliberate = JSON.parse(fs.readFileSync(DELIBERATE, 'utf8')) as Required<Deliberate>;
const recordedCode = record.operations;

/** The diff's lines for a copy of the contract changed by `edit`. */
function diffAfter(edit: (spec: Json) => void): string[] {
  const spec = yaml.load(contractText) as Json;
  edit(spec);
  const { differences, unused } = compareOperations(recordedCode, contractOperations(spec), deliberate);
  return [...differences.map(formatDifference), ...unused.map((entry) => `unused: ${entry.operation}`)];
}

describe('the contract against the recorded service code', () => {
  it('agrees, beyond the deliberate differences, each of which is still needed and says why', () => {
    expect(diffAfter(() => {})).toEqual([]);
    for (const entry of [...deliberate.operations, ...deliberate.statusRules])
      expect(entry.reason.length).toBeGreaterThan(20);
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
      delete create.requestBody;
      const external = spec.paths['/accounting-system/installations/external'].get;
      external.parameters = [{ name: 'external_id', in: 'query' }];
    });
    expect(lines).toEqual([
      'GET /accounting-system/installations/external: query parameters: the code has externalId that the contract lacks; the contract has external_id that the code lacks',
      'POST /accounting-system/unit-types: request body: the code takes, the contract has none',
      'POST /accounting-system/unit-types: statuses: the code has 201 that the contract lacks',
    ]);
  });

  it('reports a deliberate difference that no longer matches anything', () => {
    const { unused } = compareOperations(recordedCode, contractOperations(yaml.load(contractText)), {
      ...deliberate,
      operations: [
        ...deliberate.operations,
        { operation: 'GET /accounting-system/nowhere', field: 'roles', reason: 'x' },
      ],
    });
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
