/**
 * Facts of the contract that a reading of the service's code corrected (issue 24, N1–N10, and later reviews).
 * Each check reads the contract as the pages render it, so a correction that is undone fails here.
 */
import { describe, expect, it } from 'vitest';
import { listOperations } from '../../../src/plugins/openapi-operations/spec';
import type { OperationView } from '../../../src/plugins/openapi-operations/types';

const operations = listOperations();
const byId = (id: string): OperationView => {
  const op = operations.find((o) => o.operationId === id);
  if (!op) throw new Error(`${id} is not in the contract`);
  return op;
};
const example = (op: OperationView, status: string) => op.responses.find((r) => r.status === status)?.example ?? '';

describe('contract facts checked against the service code', () => {
  it('N1: document counts include actors of the end day and warn about the lenient date parser', () => {
    const counts = byId('getDocumentCounts');
    expect(counts.description).toMatch(/actors are counted up to the end of `endDate`/);
    expect(counts.description).toMatch(/Metric definitions and metrics are counted up to midnight of `endDate`/);
    // SimpleDateFormat without a zone (SystemAdminEndpoint 536): the server's own.
    expect(counts.description).toMatch(/read in the server's time zone/);
    expect(counts.description).toContain('`2025-13-01` is read as 2026-01-01');
    expect(counts.parameters.find((p) => p.name === 'endDate')?.description).not.toMatch(/exclusive/);
    const fields = counts.responses.find((r) => r.status === '200')?.fields ?? [];
    expect(fields.find((f) => f.name === 'actor_count')?.description).toMatch(/to the end of `endDate`/);
    expect(fields.find((f) => f.name === 'metric_count')?.description).toMatch(/not including, `endDate`/);
  });

  it('N2: the search operations show the error a filter without `type` really gives', () => {
    const searches = operations.filter((op) => op.path.endsWith('/search'));
    expect(searches.map((op) => op.operationId).sort()).toEqual([
      'searchInstallations',
      'searchMetricDefinitions',
      'searchMetrics',
      'searchProjects',
      'searchProviders',
    ]);
    for (const op of searches) {
      expect(example(op, '500'), op.operationId).not.toContain('Missing type id');
      expect(example(op, '500'), op.operationId).toContain('because \\"type\\" is null');
    }
  });

  it('N3: every operation reserved to the system admin says that only a default-provider token counts', () => {
    const adminOnly = operations.filter((op) => op.roles.some((role) => role.startsWith('system admin')) && op.roles.length === 1);
    expect(adminOnly).toHaveLength(28);
    for (const op of adminOnly) {
      expect(op.path.startsWith('/accounting-system/admin/') || op.path.endsWith('/search'), op.operationId).toBe(true);
      expect(op.roles, op.operationId).toEqual(['system admin, with a token from the default provider']);
    }
  });

  it('N7: my permissions warns that a global admin on a node token lists no projects', () => {
    expect(byId('getMyPermissions').description).toMatch(/node's provider, the same global `admin` entitlement lists no projects/);
  });

  it('N8: metric periods accept an offset as well as Z', () => {
    const create = byId('createMetric');
    for (const field of ['time_period_start', 'time_period_end']) {
      expect(create.bodyFields.find((f) => f.name === field)?.description, field).toMatch(/`Z` or (in )?an offset/);
    }
  });

  it('N9: every report operation documents the 500 for a well-formed date that does not exist', () => {
    const reports = operations.filter((op) => /^get.*Report/.test(op.operationId));
    expect(reports).toHaveLength(9);
    for (const op of reports) {
      const row = op.responses.find((r) => r.status === '500');
      expect(row?.description, op.operationId).toContain('`2025-02-30`');
      expect(row?.example, op.operationId).toContain("Invalid date 'FEBRUARY 30'");
    }
  });

  it('N10: project creation documents that months 13 to 59 and any two-digit day pass the date check', () => {
    // CheckDateValidator parses `yyyy-mm-dd`: `mm` is minute-of-hour and, with no month, the day is never resolved.
    const create = byId('createProject');
    expect(create.description).toMatch(/`2025-13-01` and `2025-01-32` are stored as sent/);
    const field = (name: string) => create.bodyFields.find((f) => f.name === name)?.description;
    expect(field('start_date')).toMatch(/months 00 and 13 to 59, and days 00 and 32 to 99/);
    expect(field('end_date')).toMatch(/as loosely as `start_date`/);
  });

  it('N11: the metric-definition listings of an installation, a project and a provider say page 1 holds them all', () => {
    // One group document is skipped and limited, then unwound (InstallationRepository 383-393,
    // ProjectRepository 284, ProviderRepository 212): `size` never applies.
    for (const id of ['listInstallationMetricDefinitions', 'listProjectMetricDefinitions', 'listProviderMetricDefinitions']) {
      expect(byId(id).description, id).toMatch(/the first page holds every such definition/);
    }
  });

  it('N12: updating a project says its dates and call identifier are accepted but not applied', () => {
    // ProjectRepository.updateProject (216-245) sets startDate, endDate and callIdentifier; the
    // documents store start_date, end_date and call_identifier (Project.java @BsonProperty).
    const update = byId('updateProject');
    expect(update.description).toMatch(/the service does not apply them/);
    for (const field of ['start_date', 'end_date', 'call_identifier']) {
      expect(update.bodyFields.find((f) => f.name === field)?.description, field).toMatch(/not applied/);
    }
  });

  it('N13: the group and user reports say every provider, installation and definition still appears', () => {
    // InstallationRepository.installationReport picks the definitions without the filter (419-424).
    for (const id of ['getProjectGroupReport', 'getProjectUserReport']) {
      expect(byId(id).description, id).toMatch(/only the totals are filtered/i);
    }
  });

  it('N14: deleting a project says its capacities stay and its hierarchy records go by ID prefix', () => {
    // SystemAdminService.deleteProject (135-142) deletes no capacity; HierarchicalRelationRepository
    // .deleteByProjectId (124-128) filters `_id` by the regex "^" + projectId.
    const description = byId('deleteProject').description.replace(/\s+/g, ' ');
    expect(description).toMatch(/capacities of those installations stay stored/);
    expect(description).toMatch(/removed by ID prefix/);
  });

  it("N15: a duplicate capacity's 409 quotes the database's duplicate-key error, not a message of the service", () => {
    // CapacityService.save persists one document; changeLog.xml changeSet 31 makes the key unique and
    // MongoWriteExceptionMapper answers 409 with the exception's own text.
    const conflict = byId('createCapacity').responses.find((r) => r.status === '409');
    expect(conflict?.description.replace(/\s+/g, ' ')).toMatch(/E11000 duplicate key error.*unique_capacity_index/);
  });

  it('N16: updating an OIDC tenant says entitlement_management must be sent every time', () => {
    // OidcTenantConfigMapper.updateConfigFromDto keeps old values for thirteen fields but maps
    // entitlementManagement implicitly, which MapStruct sets to null when the request leaves it out.
    expect(byId('updateOidcTenant').description.replace(/\s+/g, ' ')).toMatch(/except `entitlement_management`: send it on every update/);
  });

  it('N17: updating a project says a body with nothing to write answers 500', () => {
    // ProjectRepository.updateProject (216-251) runs updateOne with an empty update document, which
    // the MongoDB driver refuses with an IllegalArgumentException (IllegalArgumentMapper: 500).
    const update = byId('updateProject');
    expect(update.description.replace(/\s+/g, ' ')).toMatch(/nothing to write .* answers `500`/);
    expect(update.responses.map((response) => response.status)).toContain('500');
  });
});
