/**
 * Where each operation lives: its collection (docs/api/<slug>/, whose index.md is the overview)
 * and its page in it. Every link to an operation page derives its URL from here.
 */
import type { OperationView } from './types';

export interface Collection {
  /** Folder under docs/api/ and the last segment of the overview's route. */
  slug: string;
  /** Sidebar label of the collection (its overview page has the same title). */
  label: string;
  operationIds: readonly string[];
}

export const collections: readonly Collection[] = [
  {
    slug: 'client',
    label: 'Client',
    operationIds: [
      'registerClient',
      'getMyPermissions',
      'getGeneralPermissions',
      'listActors',
      'listActorEntitlements',
      'listEntitlements',
      'createEntitlement',
      'getEntitlement',
      'updateEntitlement',
      'deleteEntitlement',
      'assignEntitlement',
      'dissociateEntitlement',
      'listEntitlementsOfActor',
      'listSettings',
      'updateSetting',
      'getDocumentCounts',
      'getVersion',
    ],
  },
  {
    slug: 'metric_definition',
    label: 'Metric Definition',
    operationIds: [
      'listMetricDefinitions',
      'createMetricDefinition',
      'getMetricDefinition',
      'updateMetricDefinition',
      'deleteMetricDefinition',
      'searchMetricDefinitions',
      'listProjectMetricDefinitions',
      'listProviderMetricDefinitions',
      'listInstallationMetricDefinitions',
    ],
  },
  {
    slug: 'project',
    label: 'Project',
    operationIds: [
      'listProjects',
      'registerOpenAireProjects',
      'createProject',
      'getProjectHierarchy',
      'updateProject',
      'deleteProject',
      'associateProvider',
      'dissociateProvider',
      'listProjectInstallations',
      'searchProjects',
    ],
  },
  {
    slug: 'provider',
    label: 'Provider',
    operationIds: [
      'listProviders',
      'createProvider',
      'getProvider',
      'getProviderByExternalId',
      'updateProvider',
      'deleteProvider',
      'listProviderInstallations',
      'listProjectProviderAssociations',
      'searchProviders',
    ],
  },
  {
    slug: 'installation',
    label: 'Installation',
    operationIds: [
      'listAllInstallations',
      'createInstallation',
      'getInstallation',
      'getInstallationByExternalId',
      'updateInstallation',
      'updateInstallationByExternalId',
      'deleteInstallation',
      'deleteInstallationByExternalId',
      'searchInstallations',
      'listCapacities',
      'createCapacity',
      'updateCapacity',
    ],
  },
  {
    slug: 'metric',
    label: 'Metric',
    operationIds: [
      'createMetric',
      'createMetricByExternalInstallationId',
      'getMetric',
      'updateMetric',
      'deleteMetric',
      'searchMetrics',
    ],
  },
  {
    slug: 'metric_type',
    label: 'Metric Type',
    operationIds: ['listMetricTypes', 'createMetricType', 'getMetricType', 'updateMetricType', 'deleteMetricType'],
  },
  {
    slug: 'unit_type',
    label: 'Unit Type',
    operationIds: ['listUnitTypes', 'createUnitType', 'getUnitType', 'updateUnitType', 'deleteUnitType'],
  },
  { slug: 'resource', label: 'Resource', operationIds: ['listResources', 'createResource', 'deleteResource'] },
  {
    slug: 'collect_metrics',
    label: 'Metric Listings and Reports',
    operationIds: [
      'listProjectMetrics',
      'listProjectGroupMetrics',
      'listProjectUserMetrics',
      'listProviderMetrics',
      'listProviderMetricsByExternalId',
      'listInstallationMetrics',
      'listInstallationMetricsByExternalId',
      'getProjectReport',
      'getProjectGroupReport',
      'getProjectUserReport',
      'getProviderReport',
      'getProviderReportByExternalId',
      'getInstallationReport',
      'getInstallationReportByExternalId',
      'getGlobalProviderReport',
      'getGlobalProviderReportByExternalId',
    ],
  },
  {
    slug: 'oidc_tenant',
    label: 'OIDC Tenant',
    operationIds: ['listOidcTenants', 'createOidcTenant', 'getOidcTenant', 'updateOidcTenant', 'deleteOidcTenant'],
  },
  { slug: 'search_filters', label: 'Search Filters', operationIds: ['listOperands', 'listOperators'] },
];

/** The collection an operation belongs to; throws for an operation no collection lists. */
export function collectionOf(operationId: string): Collection {
  const found = collections.find((c) => c.operationIds.includes(operationId));
  if (!found)
    throw new Error(`Operation ${operationId} is in no collection (src/plugins/openapi-operations/collections.ts)`);
  return found;
}

/** `createInstallation` → `create-installation`: anchors and page slugs of operations. */
export function kebabCase(operationId: string): string {
  return operationId
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z])([A-Z][a-z])/g, '$1-$2')
    .toLowerCase();
}

/** Route of an operation's page below the base URL, without a leading slash. */
export function operationRoute(operationId: string): string {
  return `docs/api/${collectionOf(operationId).slug}/${kebabCase(operationId)}`;
}

/** Swagger UI deep link fragment of an operation (its tag with spaces as underscores). */
export function explorerFragment(tag: string, operationId: string): string {
  return `#/${encodeURIComponent(tag.replace(/\s/g, '_'))}/${encodeURIComponent(operationId)}`;
}

/**
 * The one order of operations readers see, within any group: the collections' order, then each
 * collection's as it lists them. The sidebar (and so the tag and collection pages) and the explorer follow it.
 */
export function inReadingOrder<T extends { operationId: string }>(operations: readonly T[]): T[] {
  const rank = new Map(collections.flatMap((c) => c.operationIds).map((id, i) => [id, i]));
  const rankOf = (op: T) => {
    const found = rank.get(op.operationId);
    if (found === undefined) throw new Error(`Operation ${op.operationId} is in no collection (collections.ts)`);
    return found;
  };
  return [...operations].sort((a, b) => rankOf(a) - rankOf(b));
}

/** A collection's operations in its order; fails on an id the contract does not have. */
export function collectionOperations(collection: Collection, operations: OperationView[]): OperationView[] {
  return collection.operationIds.map((id) => {
    const op = operations.find((o) => o.operationId === id);
    if (!op) throw new Error(`Collection ${collection.slug} lists ${id}, which the contract does not have`);
    return op;
  });
}
