/**
 * Fifteenth held-out set of reader questions, written by the helper "questions15" on 2026-11-29, blind to the
 * ranking. Its author read only the bodies of the Markdown and MDX pages under docs/ (never their front matter: the
 * slug and id keys alone were grepped, to find routes), the category files under docs/ (for category names, with
 * their comment lines filtered out), the paths, operationIds, tags and summaries of openapi/accounting-system.yaml
 * (grepped, not read in full), and the first 30 and last 15 lines of held-out-14.ts, for this header's style, the
 * export shapes and the queries not to reuse. The pages read were every page body under docs/ that is not an
 * operation page: the system pages (home, architecture, data model, glossary, environments), the quickstart, the
 * changelog, the authentication and authorization pages (the legacy roles included), the policies, every guide (the
 * API and UI actions included), the error pages, and the collection pages of Client, Metric Listings and Reports,
 * Installation, Installation Capacities, Installation External IDs, Resource, OIDC Tenant, Project, Metric, Provider,
 * Metric Definition, Search Filters, Unit Type and Metric Type. Code samples were filtered out throughout, except on
 * the API Errors page and its four status pages, and the handling-errors page holds little else. The terminal cut off
 * a few lines that were not read again: two lines of the introduction of Metric Listings and Reports, a few lines of
 * the Project Admin guide, and the end of the Search Filters reference after the installation fields. The operation
 * pages' bodies hold only a generated comment and an operation component (one was opened to check), so their routes
 * were taken from the file list and the contract. It did not read src/, config/, build/, .docusaurus/, the other
 * files of tests/ (the other question sets and the relevance test included), CONTRIBUTING.md, ARCHITECTURE.md,
 * SCALING.md, README.md, cspell-words.txt, sidebars.ts, any search index or catalog, or any page's front matter, and
 * it ran no search, build, test, npm, npx or node command. The answers were chosen by reading the pages' bodies and
 * the operations of the contract, best page first; the error messages are quoted as the pages give the service's
 * replies. Seen by accident: the names of the files and folders at the repository root (one ls, no file opened), and
 * the role lists and parameter references that a first grep of the contract printed under each operation; no query
 * was written from them.
 * Never tune on it: nothing in config/search.ts or the ranking may name these queries or their answers, and its
 * test prints totals only. When a page split changes where an answer lives, widen the expected list, never the
 * query.
 *
 * Each entry is a query and the pages (below docs/, '' for the docs home) a reader would accept.
 */

// cspell:ignore instalation entitelment reprot successfuly
export const heldOutQuestions15: Array<[query: string, expected: string[]]> = [
  ['how long is an access token valid before I have to get a new one', ['authentication/authenticating_clients']],
  [
    'get a token for a cron job without logging in through the browser',
    ['authentication/authenticating_clients', 'guides/api_actions/before_you_call_the_api'],
  ],
  [
    "Missing 'iss' claim in access token.",
    ['authentication/authenticating_clients', 'authentication/node_authenticating_clients'],
  ],
  [
    "Unique identifiers [sub, client_id] weren't present in the access token.",
    ['authentication/authenticating_clients', 'guides/registration'],
  ],
  [
    'token copied from the devel token page gets 401 on production',
    ['system/test_prod_environments', 'authentication/authenticating_clients'],
  ],
  ['BASE_URL: parameter null or not set', ['guides/api_actions/before_you_call_the_api']],
  ['is there a postman collection for the accounting api', ['quickstart']],
  ['where is the swagger ui and openapi json of the service', ['system/test_prod_environments', '']],
  ['what does virtual access mean in this service', ['glossary', '']],
  ['You cannot delete this entitlement cause is assigned to an actor!', ['api/client', 'api/api_errors/access_errors']],
  [
    'Dissociation is not allowed. There are registered installations to {101057344, grnet}.',
    ['guides/api_actions/project_dissociation', 'api/project', 'api/api_errors/not_found_and_conflict'],
  ],
  [
    'Timestamp cannot be after the current date-time.',
    ['guides/api_actions/metric', 'api/metric', 'api/api_errors/request_errors'],
  ],
  [
    'Project with ID [NODE-2025] exists in European Database.',
    ['api/project', 'api/api_errors/not_found_and_conflict'],
  ],
  [
    "Text '' could not be parsed at index 0",
    ['guides/api_actions/metric_corrections', 'api/metric', 'api/api_errors/server_errors'],
  ],
  [
    'E11000 duplicate key error unique_capacity_index',
    [
      'api/api_errors/not_found_and_conflict',
      'api/installation/capacities',
      'guides/api_actions/installation_capacities',
    ],
  ],
  [
    'Unclosed group near index 16',
    ['api/search_filters', 'guides/api_actions/search-filter', 'api/api_errors/server_errors'],
  ],
  [
    'You have no access to execute this operation.',
    ['guides/api_actions/provider_reports', 'api/api_errors/access_errors', 'api/collect_metrics'],
  ],
  [
    'You cannot update a Provider which derives from EOSC-Portal.',
    ['guides/api_actions/provider_changes', 'api/provider', 'api/api_errors/access_errors'],
  ],
  ['curl -d gives 415 Cannot consume content type.', ['api/api_errors/request_errors', 'guides/api_actions/metric']],
  ['Status 200 - Item(s) successfuly associated', ['guides/ui_actions/project']],
  [
    'There is a Metric Definition with unit type CPU Time and name vm_hours. Its id is 66c4a0aaf0b9d81a2c3e4f4f',
    ['guides/api_actions/metric_definition', 'api/metric_definition', 'api/api_errors/not_found_and_conflict'],
  ],
  [
    'Project ID should not contain a dot character.',
    ['api/project', 'api/api_errors/request_errors', 'system/data_model'],
  ],
  [
    'installation search says total_elements 0 but content has items',
    ['api/installation', 'guides/api_actions/search-filter', 'guides/api_actions/search-filter-examples'],
  ],
  [
    'why does the project search return every project whatever filter I send?',
    ['api/project', 'guides/api_actions/search-filter'],
  ],
  [
    'excluding a user with neq still returns metrics that have no user_id',
    ['api/search_filters', 'guides/api_actions/search-filter', 'guides/api_actions/search-filter-examples'],
  ],
  [
    'metric search on time_period_start with a +02:00 offset finds nothing',
    ['api/search_filters', 'guides/api_actions/search-filter', 'guides/api_actions/metric_search'],
  ],
  [
    'fastest way to export all metrics, largest page size',
    ['guides/api_actions/metric_search', 'api/metric/search-metrics', 'api/metric'],
  ],
  ['find metrics by the metric name rather than the definition id', ['guides/api_actions/search-filter-examples']],
  [
    'report leaves out the metrics of the last day of the month',
    ['api/collect_metrics', 'guides/api_actions/project_reports', 'guides/setting_up_a_project'],
  ],
  [
    'how is usage_percentage calculated from the capacity',
    ['api/collect_metrics', 'api/installation/capacities', 'guides/api_actions/installation_reports'],
  ],
  [
    'a metric that straddles a capacity date is missing from the installation report',
    ['api/collect_metrics', 'guides/api_actions/installation_reports'],
  ],
  [
    'usage reprot for one virtual organisation (group_id) in my project',
    ['api/collect_metrics/get-project-group-report', 'guides/api_actions/project_reports', 'api/collect_metrics'],
  ],
  [
    'is projects/projects in the group and user metric paths a typo?',
    ['api/collect_metrics', 'guides/api_actions/project_reports'],
  ],
  ['following the next link of a metric listing drops my start and end filters', ['api/collect_metrics']],
  [
    'still cannot delete the instalation after removing all its metrics',
    ['api/installation', 'guides/api_actions/installation_changes'],
  ],
  [
    'how do I move an installation to another provider or project',
    ['api/installation', 'guides/installation_admin', 'guides/api_actions/installation_changes'],
  ],
  [
    'same external id used in two projects, which installation does the externalId call pick?',
    ['api/installation/external_ids'],
  ],
  ['how to remove a capacity registered with the wrong metric definition', ['api/installation/capacities']],
  [
    'registering a capacity answers 200 without the capacity id',
    ['api/installation/capacities', 'guides/api_actions/installation_capacities'],
  ],
  [
    'aggregated or averaged metric type, which one should I use',
    ['api/metric_type', 'guides/ui_actions/metric_type', 'guides/api_actions/metric_definition'],
  ],
  ['add a GPU hours unit in the web UI', ['guides/ui_actions/unit_type']],
  [
    'deleted a metric definition that an installation still uses as unit_of_access',
    ['api/metric_definition', 'guides/api_actions/metric_definition_changes'],
  ],
  [
    'newly created provider does not show up in provider search',
    ['api/provider', 'guides/api_actions/search-filter', 'guides/api_actions/provider'],
  ],
  ['how often are providers copied from the EOSC registry', ['system/architecture', 'api/provider']],
  ['what happens when AMS pushes an approved resource message', ['system/architecture']],
  [
    'register the ENVRI-ID identity provider of our node as an OIDC tenant',
    ['api/oidc_tenant', 'guides/setting_up_a_node', 'authentication/node_authenticating_clients'],
  ],
  [
    'every node token gets 401, issuer has a trailing slash',
    ['guides/setting_up_a_node', 'authentication/node_authenticating_clients', 'api/oidc_tenant'],
  ],
  [
    'can our node put the global admin entitlement in its tokens?',
    ['authentication/node_authenticating_clients', 'authorization/accounting_system_roles'],
  ],
  [
    'switched ENTITLEMENTS_MANAGEMENT to oidc and now the admin area answers 403',
    ['api/client', 'authorization/assigning_roles'],
  ],
  [
    'associate provider returned 200 but the provider is not in the project hierarchy',
    ['authorization/assigning_roles', 'api/project', 'guides/api_actions/project'],
  ],
  ['which entitlements replace the old project_admin role', ['authorization/accounting_system_roles_legacy']],
  [
    'who is allowed to create an installation under a project and provider',
    ['authorization/accounting_system_roles', 'api/installation', 'guides/api_actions/installation'],
  ],
  [
    'provider representative vs provider admin within a project',
    ['guides/provider_admin', 'authorization/accounting_system_roles'],
  ],
  [
    'entitelment for an installation admin: short name or internal id?',
    ['authorization/accounting_system_roles', 'guides/installation_admin', 'guides/api_actions/installation'],
  ],
  ['what was removed in release 1.8.0', ['changelog']],
  ['since which version can a metric carry group_id and user_id', ['changelog']],
  ['how long do you keep my IP address', ['policies/acc_privacy_policy']],
  ['our client secret leaked, what should we do', ['policies/terms', 'authentication/authenticating_clients']],
  ['My Providers metrics table shows N.A in the Installation column', ['guides/ui_actions/my_providers']],
  ['add a metric to one installation in the web UI', ['guides/ui_actions/installation']],
];

export const heldOutQueries15: Array<[query: string, expected: string[]]> = [
  ['POST /accounting-system/installations/66c4a1e2f0b9d81a2c3e4f50/capacities', ['api/installation/create-capacity']],
  ['PATCH /installations/{id}/capacities/{capacity_id}', ['api/installation/update-capacity']],
  [
    'GET https://api.acc.argo.grnet.gr/accounting-system/projects/101057344/report?start=2025-01-01&end=2025-07-01',
    ['api/collect_metrics/get-project-report'],
  ],
  [
    'GET https://api.devel.acc.argo.grnet.gr/accounting-system/installations/external/metrics?externalId=a3c1e0d2-5b8f-4c61-9d7e-2f4a6b8c0d11',
    ['api/collect_metrics/list-installation-metrics-by-external-id'],
  ],
  [
    'GET /accounting-system/projects/projects/101057344/users/researcher-042/metrics',
    ['api/collect_metrics/list-project-user-metrics'],
  ],
  ['POST /accounting-system/projects/101057344/dissociate/provider/grnet', ['api/project/dissociate-provider']],
  [
    'GET /accounting-system/providers/grnet/report?start=2025-01-01&end=2026-01-01',
    ['api/collect_metrics/get-global-provider-report'],
  ],
  ['POST /accounting-system/admin/entitlements/{id}/dissociate/{actor_id}', ['api/client/dissociate-entitlement']],
  ['DELETE /accounting-system/admin/oidc-tenants/{id}', ['api/oidc_tenant/delete-oidc-tenant']],
  ['GET /accounting-system/installations/all', ['api/installation/list-all-installations']],
  [
    'PATCH /accounting-system/installations/external?externalId=GRNET-KNS-DEV',
    ['api/installation/update-installation-by-external-id'],
  ],
  [
    'GET /accounting-system/projects/101057344/providers/grnet/metric-definitions',
    ['api/metric_definition/list-provider-metric-definitions'],
  ],
  [
    'DELETE https://api.acc.argo.grnet.gr/accounting-system/admin/resources/grnet.okeanos_knossos',
    ['api/resource/delete-resource'],
  ],
  ['GET /accounting-system/admin/metrics?startDate=2025-03-01&endDate=2025-04-01', ['api/client/get-document-counts']],
  ['POST /metric-definitions/search', ['api/metric_definition/search-metric-definitions']],
  [
    'GET /accounting-system/providers/external?externalId=example.research.cloud',
    ['api/provider/get-provider-by-external-id'],
  ],
  ['listProviderMetricsByExternalId', ['api/collect_metrics/list-provider-metrics-by-external-id']],
  ['associateProvider', ['api/project/associate-provider']],
  ['getGlobalProviderReportByExternalId', ['api/collect_metrics/get-global-provider-report-by-external-id']],
  ['listActorEntitlements', ['api/client/list-actor-entitlements']],
];
