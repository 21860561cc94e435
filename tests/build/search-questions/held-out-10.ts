/**
 * Tenth held-out set of reader questions, written by the helper "questions10" on 2026-11-29, blind to the ranking.
 * Its author read only the bodies of the Markdown pages under docs/ (never their front matter: the slug and id keys
 * alone were grepped, to find routes), openapi/accounting-system.yaml, and the first 25 lines of held-out-9.ts, for
 * this header's style. It did not read src/, config/, the other files of tests/ (the other question sets and the
 * relevance test included), CONTRIBUTING.md, ARCHITECTURE.md, SCALING.md, cspell-words.txt, the build/ folder or
 * any page's front matter, and it ran no search, build, test or npm command. The answers were chosen by reading the
 * pages' bodies and the operations of the contract; the error messages are quoted as the pages give the service's
 * replies. Nothing was seen by accident beyond a few `grep -l` runs over docs/ that print file names only (their
 * matches may have fallen in front matter, whose text was not shown); no query was written from them.
 * Never tune on it: nothing in config/search.ts or the ranking may name these queries or their answers, and its
 * test prints totals only. When a page split changes where an answer lives, widen the expected list, never the
 * query.
 *
 * Each entry is a query and the pages (below docs/, '' for the docs home) a reader would accept.
 */
// Misspellings below are readers' typos, on purpose; `successfuly` is the web UI's own spelling, quoted.
// cspell:ignore entitelment capasity improt porduction successfuly

export const heldOutQuestions10: Array<[query: string, expected: string[]]> = [
  // Authentication
  [
    'how do I get a token for a cron job that sends metrics',
    ['authentication/authenticating_clients', 'guides/api_actions/before_you_call_the_api'],
  ],
  ['token lifetime', ['authentication/authenticating_clients']],
  [
    "Missing 'iss' claim in access token.",
    ['authentication/authenticating_clients', 'authentication/node_authenticating_clients'],
  ],
  [
    'node token always gets 401 even though the issuer looks right',
    ['authentication/node_authenticating_clients', 'guides/setting_up_a_node'],
  ],
  // Authorization and roles
  [
    'who is allowed to create an installation under a project and provider',
    ['authorization/accounting_system_roles', 'api/installation'],
  ],
  ['entitelment string format explained', ['authorization/accounting_system_roles', 'api/client']],
  ['provider representative vs provider admin', ['guides/provider_admin', 'authorization/accounting_system_roles']],
  [
    'how does a system admin give someone a role',
    ['authorization/assigning_roles', 'api/client/assign-entitlement', 'api/client'],
  ],
  [
    'read roles from the token entitlements claim instead of the database',
    ['authorization/assigning_roles', 'api/client', 'api/client/update-setting'],
  ],
  ['old project_reader role, what entitlement replaces it', ['authorization/accounting_system_roles_legacy']],
  [
    'why can a viewer not fetch a single metric by id',
    ['authorization/accounting_system_roles', 'api/metric', 'guides/api_actions/metric_corrections'],
  ],
  [
    'what can a project viewer not do',
    ['guides/project_admin', 'authorization/accounting_system_roles'],
  ],
  ['what does an installation admin look after', ['guides/installation_admin']],
  // Errors
  [
    'The authenticated client is not permitted to perform the requested operation.',
    ['api/api_errors/access_errors', 'authorization/accounting_system_roles', 'authentication/authenticating_clients'],
  ],
  [
    'Dissociation is not allowed. There are registered installations',
    [
      'guides/api_actions/project_dissociation',
      'api/api_errors/not_found_and_conflict',
      'api/project/dissociate-provider',
      'api/project',
    ],
  ],
  ['Cannot consume content type.', ['api/api_errors/request_errors', 'guides/api_actions/metric']],
  [
    'Unclosed group near index 16',
    ['api/api_errors/server_errors', 'guides/api_actions/search-filter', 'api/search_filters'],
  ],
  [
    'You cannot delete this entitlement cause is assigned to an actor!',
    ['api/client', 'api/client/delete-entitlement'],
  ],
  [
    'should my client retry on a 500 internal server error',
    ['api/api_errors/server_errors', 'api/api_errors/handling_errors'],
  ],
  [
    'You cannot update a Provider which derives from EOSC-Portal.',
    [
      'guides/api_actions/provider_changes',
      'api/api_errors/access_errors',
      'guides/ui_actions/provider',
      'api/provider',
    ],
  ],
  ['BASE_URL: parameter null or not set', ['guides/api_actions/before_you_call_the_api']],
  // Installations and capacities
  [
    'installation frozen after its first metric, can I still change it',
    ['api/installation', 'guides/api_actions/installation_changes', 'guides/api_actions/installation'],
  ],
  ['same external id used in two projects', ['api/installation/external_ids']],
  [
    'allocate a capasity of 2000 CPU hours to an installation from a date',
    ['guides/api_actions/installation_capacities', 'api/installation/capacities', 'api/installation/create-capacity'],
  ],
  // Metrics
  [
    'send usage numbers from my collector script',
    ['guides/api_actions/metric', 'api/metric/create-metric', 'api/metric'],
  ],
  [
    'what happens if I post the same metric twice',
    ['api/metric', 'guides/api_actions/metric', 'api/api_errors/not_found_and_conflict'],
  ],
  ['time_period_start with a +02:00 offset', ['api/metric', 'guides/api_actions/metric']],
  [
    'correct the value of a metric I already sent',
    ['guides/api_actions/metric_corrections', 'api/metric/update-metric', 'api/metric'],
  ],
  // Listings and reports
  [
    'metrics of the last day are missing from my listing',
    ['api/collect_metrics', 'guides/api_actions/project_reports', 'guides/project_admin'],
  ],
  [
    'usage of one virtual organisation group in a project',
    [
      'guides/api_actions/project_reports',
      'api/collect_metrics/list-project-group-metrics',
      'api/collect_metrics/get-project-group-report',
      'api/collect_metrics',
    ],
  ],
  [
    'global provider report',
    ['api/collect_metrics/get-global-provider-report', 'guides/api_actions/provider_reports'],
  ],
  [
    'how is usage_percentage calculated',
    ['api/collect_metrics', 'api/installation/capacities', 'guides/api_actions/installation_reports'],
  ],
  [
    'how many metrics and actors were created last month',
    ['api/client/get-document-counts', 'api/client'],
  ],
  // Shared catalogue: metric definitions, unit and metric types
  ['built-in unit types', ['api/unit_type', 'guides/ui_actions/unit_type']],
  [
    'difference between aggregated and summarised metric type',
    ['api/metric_type', 'guides/ui_actions/metric_type', 'guides/api_actions/metric_definition'],
  ],
  [
    'edit a metric definition that metrics already use',
    ['guides/api_actions/metric_definition_changes', 'api/metric_definition', 'guides/ui_actions/metric_definition'],
  ],
  // Providers and projects
  ['how often are providers copied from the EOSC registry', ['system/architecture', 'api/provider', 'glossary']],
  [
    'improt projects from openaire by grant id',
    ['api/project', 'api/project/register-open-aire-projects', 'system/architecture'],
  ],
  [
    'Project ID should not contain a dot character.',
    [
      'system/data_model',
      'api/project',
      'api/api_errors/request_errors',
      'guides/setting_up_a_node',
      'api/project/create-project',
    ],
  ],
  ['does deleting a project delete its metrics', ['api/project', 'api/project/delete-project']],
  [
    'attach a provider to my project',
    ['guides/api_actions/project', 'api/project/associate-provider', 'guides/ui_actions/project'],
  ],
  // Search filters
  [
    'filter metrics with nested AND and OR conditions',
    ['guides/api_actions/search-filter-examples', 'guides/api_actions/search-filter', 'api/search_filters'],
  ],
  // Nodes and OIDC tenants
  [
    'which fields does an OIDC tenant need',
    ['api/oidc_tenant', 'guides/setting_up_a_node', 'api/oidc_tenant/create-oidc-tenant'],
  ],
  [
    'onboarding a node that brings its own identity provider',
    ['guides/setting_up_a_node', 'authentication/node_authenticating_clients'],
  ],
  // Resources
  [
    'does operations:resources let me register resources',
    ['api/resource', 'authorization/accounting_system_roles'],
  ],
  // Web UI
  [
    'where is the add metric button in the web ui',
    ['guides/ui_actions/installation', 'guides/ui_actions/project', 'guides/ui_actions/my_providers'],
  ],
  ['Installation column shows N.A', ['guides/ui_actions/my_providers']],
  ['Item(s) successfuly associated', ['guides/ui_actions/project']],
  // Registration and first steps
  ['registered in the UI but the API still answers 403', ['guides/registration']],
  [
    'is it harmful to call the registration endpoint twice',
    [
      'guides/registration',
      'api/client/register-client',
      'authentication/authenticating_clients',
      'guides/api_actions/before_you_call_the_api',
    ],
  ],
  [
    'first API call to check that my token works',
    ['quickstart', 'system/test_prod_environments', 'guides/api_actions/before_you_call_the_api'],
  ],
  // Environments
  ['porduction api host url', ['system/test_prod_environments']],
  ['swagger ui', ['system/test_prod_environments', '']],
  // System pages
  ['what is virtual access', ['glossary', '']],
  ['messages from the service catalogue that create installations automatically', ['system/architecture']],
  // Policies
  ['how long are ip addresses kept', ['policies/acc_privacy_policy']],
  ['my client secret leaked, what should I do', ['policies/terms']],
  // Releases and changes
  ['release 1.8.0', ['changelog']],
  ['when did registration go back to POST /clients', ['changelog', 'api/client/register-client']],
  ['which version is the running service', ['api/client/get-version', 'changelog']],
];

export const heldOutQueries10: Array<[query: string, expected: string[]]> = [
  ['GET /accounting-system/clients/me', ['api/client/get-my-permissions']],
  ['POST /accounting-system/installations/66c4a1e2f0b9d81a2c3e4f50/metrics', ['api/metric/create-metric']],
  ['createMetricByExternalInstallationId', ['api/metric/create-metric-by-external-installation-id']],
  [
    'https://api.acc.argo.grnet.gr/accounting-system/projects/101057344/report?start=2025-01-01&end=2025-07-01',
    ['api/collect_metrics/get-project-report'],
  ],
  ['PATCH /accounting-system/installations/{id}/capacities/{capacity_id}', ['api/installation/update-capacity']],
  [
    'GET /accounting-system/projects/projects/101057344/users/researcher-042/metrics',
    ['api/collect_metrics/list-project-user-metrics'],
  ],
  ['listActorEntitlements', ['api/client/list-actor-entitlements']],
  ['DELETE /accounting-system/admin/oidc-tenants/{id}', ['api/oidc_tenant/delete-oidc-tenant']],
  ['POST /accounting-system/admin/register-projects', ['api/project/register-open-aire-projects']],
  [
    'GET /accounting-system/providers/report/external?externalId=example.research.cloud',
    ['api/collect_metrics/get-global-provider-report-by-external-id'],
  ],
  ['getProjectHierarchy', ['api/project/get-project-hierarchy']],
  ['PUT /accounting-system/admin/settings/ENTITLEMENTS_MANAGEMENT', ['api/client/update-setting']],
  ['GET /accounting-system/operands', ['api/search_filters/list-operands']],
  [
    'List the metric definitions used by a provider in a project',
    ['api/metric_definition/list-provider-metric-definitions'],
  ],
  ['POST /accounting-system/metric-definitions/search', ['api/metric_definition/search-metric-definitions']],
  ['GET /accounting-system/providers/all', ['api/provider/list-project-provider-associations']],
  ['DELETE /accounting-system/unit-types/{id}', ['api/unit_type/delete-unit-type']],
  [
    'https://api.devel.acc.argo.grnet.gr/accounting-system/installations/external/report?externalId=kns-prod',
    ['api/collect_metrics/get-installation-report-by-external-id'],
  ],
  ['updateMetricType', ['api/metric_type/update-metric-type']],
  ['POST /accounting-system/admin/resources', ['api/resource/create-resource']],
];
