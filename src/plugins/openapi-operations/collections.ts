/**
 * Where each operation lives in the reference: the collection (a folder under docs/api/ whose
 * index.md is the overview at the seed route docs/api/<collection>) and its own page
 * docs/api/<collection>/<kebab-case operationId>. Everything that links to an operation page
 * (the generated pages, the overview tables, the explorer, search) derives the URL from here.
 */
import { kebabCase } from './kebabCase';

export interface Collection {
  /** Folder under docs/api/ and the last segment of the overview's route. */
  slug: string;
  /** Sidebar and table heading. */
  label: string;
  operationIds: readonly string[];
}

export const collections: readonly Collection[] = [
  {
    slug: 'client',
    label: 'Clients and entitlements',
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
    slug: 'oidc_tenant',
    label: 'OIDC tenants',
    operationIds: ['listOidcTenants', 'createOidcTenant', 'getOidcTenant', 'updateOidcTenant', 'deleteOidcTenant'],
  },
  {
    slug: 'project',
    label: 'Projects',
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
    label: 'Providers',
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
    label: 'Installations',
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
    label: 'Metrics',
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
    slug: 'collect_metrics',
    label: 'Metric listings and reports',
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
    slug: 'metric_definition',
    label: 'Metric definitions',
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
    slug: 'metric_type',
    label: 'Metric types',
    operationIds: ['listMetricTypes', 'createMetricType', 'getMetricType', 'updateMetricType', 'deleteMetricType'],
  },
  {
    slug: 'unit_type',
    label: 'Unit types',
    operationIds: ['listUnitTypes', 'createUnitType', 'getUnitType', 'updateUnitType', 'deleteUnitType'],
  },
  {
    slug: 'resource',
    label: 'Resources',
    operationIds: ['listResources', 'createResource', 'deleteResource'],
  },
  {
    slug: 'search_filters',
    label: 'Search filter vocabulary',
    operationIds: ['listOperands', 'listOperators'],
  },
];

/** The collection an operation belongs to; throws for an operation no collection lists. */
export function collectionOf(operationId: string): Collection {
  const found = collections.find((c) => c.operationIds.includes(operationId));
  if (!found)
    throw new Error(`Operation ${operationId} is in no collection (src/plugins/openapi-operations/collections.ts)`);
  return found;
}

/** Route of an operation's page below the base URL, without a leading slash. */
export function operationRoute(operationId: string): string {
  return `docs/api/${collectionOf(operationId).slug}/${kebabCase(operationId)}`;
}

/** Swagger UI deep link fragment of an operation (its tag with spaces as underscores). */
export function explorerFragment(tag: string, operationId: string): string {
  return `#/${encodeURIComponent(tag.replace(/\s/g, '_'))}/${encodeURIComponent(operationId)}`;
}
