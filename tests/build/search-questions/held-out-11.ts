/**
 * Eleventh held-out set of reader questions, written by the helper "questions11" on 2026-11-29, blind to the
 * ranking. Its author read only the bodies of the Markdown and MDX pages under docs/ (never their front matter: the
 * slug and id keys alone were grepped, to find routes), the category files under docs/ (for category names),
 * openapi/accounting-system.yaml, and the first 25 lines of held-out-10.ts, for this header's style. It did not read
 * src/, config/, build/, .docusaurus/, the other files of tests/ (the other question sets and the relevance test
 * included), CONTRIBUTING.md, ARCHITECTURE.md, SCALING.md, cspell-words.txt, sidebars.ts, any search index or
 * catalog, or any page's front matter, and it ran no search, build, test or npm command. The answers were chosen by
 * reading the pages' bodies and the operations of the contract, best page first; the error messages are quoted as
 * the pages give the service's replies. Nothing was seen by accident beyond one `grep -l` over docs/api/ that prints
 * file names only (it matched nothing); no query was written from it.
 * Never tune on it: nothing in config/search.ts or the ranking may name these queries or their answers, and its
 * test prints totals only. When a page split changes where an answer lives, widen the expected list, never the
 * query.
 *
 * Each entry is a query and the pages (below docs/, '' for the docs home) a reader would accept.
 */
// Misspellings below are readers' typos, on purpose.
// cspell:ignore cant doesnt instalation metirc privcy tennant

export const heldOutQuestions11: Array<[query: string, expected: string[]]> = [
  // Getting started and environments
  ['make my first api call with curl', ['quickstart', 'system/test_prod_environments']],
  ['where is the swagger ui of the service', ['system/test_prod_environments', '']],
  [
    'why does my token work in development but not in production',
    ['system/test_prod_environments', 'authentication/authenticating_clients', 'quickstart'],
  ],

  // Authentication
  [
    'client credentials grant for a service account',
    ['authentication/authenticating_clients', 'authentication/node_authenticating_clients'],
  ],
  ['how long does an access token last and is there a refresh token', ['authentication/authenticating_clients']],
  [
    "Missing 'iss' claim in access token.",
    ['authentication/authenticating_clients', 'authentication/node_authenticating_clients'],
  ],
  [
    "Unique identifiers [sub, client_id] weren't present in the access token.",
    ['authentication/authenticating_clients', 'guides/registration', 'api/api_errors/request_errors'],
  ],

  // Nodes and OIDC tenants
  [
    'use an ENVRI-ID token with the accounting api',
    ['authentication/node_authenticating_clients', 'guides/setting_up_a_node'],
  ],
  ['register oidc tennant', ['api/oidc_tenant', 'api/oidc_tenant/create-oidc-tenant', 'guides/setting_up_a_node']],
  [
    'is it safe for a node to issue the global admin entitlement',
    ['authentication/node_authenticating_clients', 'authorization/accounting_system_roles'],
  ],

  // Registration
  ['how do I sign up as a new user', ['guides/registration', 'guides/api_actions/before_you_call_the_api']],
  [
    'registered but every call returns 403',
    ['guides/registration', 'authentication/authenticating_clients', 'api/api_errors/access_errors'],
  ],

  // Roles and entitlements
  [
    'difference between provider admin and provider representative',
    ['guides/provider_admin', 'authorization/accounting_system_roles'],
  ],
  ['entitlement string format', ['authorization/accounting_system_roles']],
  [
    'which role lets me create metric definitions',
    ['authorization/accounting_system_roles', 'guides/api_actions/metric_definition'],
  ],
  ['what replaced the old project_admin role and acl calls', ['authorization/accounting_system_roles_legacy']],
  [
    'give a user admin on a project as system admin',
    ['authorization/assigning_roles', 'api/client/assign-entitlement', 'api/client/create-entitlement'],
  ],
  ["revoke someone's access to a project", ['authorization/assigning_roles', 'api/client/dissociate-entitlement']],
  [
    'switch entitlement management from database to oidc',
    ['authorization/assigning_roles', 'api/client/update-setting', 'api/client'],
  ],
  [
    'You cannot delete this entitlement cause is assigned to an actor!',
    ['api/client', 'api/client/delete-entitlement'],
  ],
  ['what is an actor', ['glossary', 'api/client']],

  // Projects
  ['import projects from openaire by grant id', ['api/project/register-open-aire-projects', 'api/project']],
  [
    'Project ID should not contain a dot character.',
    ['api/project', 'system/data_model', 'api/api_errors/request_errors'],
  ],
  [
    'link a provider to my project',
    ['guides/api_actions/project', 'api/project/associate-provider', 'guides/ui_actions/project'],
  ],
  [
    'Dissociation is not allowed. There are registered installations to',
    [
      'guides/api_actions/project_dissociation',
      'api/project/dissociate-provider',
      'api/api_errors/not_found_and_conflict',
    ],
  ],

  // Providers
  [
    'You cannot update a Provider which derives from EOSC-Portal.',
    ['guides/api_actions/provider_changes', 'api/provider', 'api/api_errors/access_errors'],
  ],
  [
    'how often are providers synced from the eosc registry',
    ['system/architecture', 'api/provider', 'guides/api_actions/provider'],
  ],
  [
    'our organisation is missing from the provider list',
    ['guides/api_actions/provider', 'guides/ui_actions/provider', 'api/provider/create-provider'],
  ],
  [
    'provider search doesnt find my provider',
    ['api/provider', 'guides/api_actions/provider', 'api/provider/search-providers'],
  ],

  // Installations and capacities
  [
    'cant edit instalation after sending metrics',
    ['api/installation', 'guides/api_actions/installation_changes', 'guides/installation_admin'],
  ],
  [
    'There is no relationship between Project {101057344} and Provider {grnet}',
    ['guides/api_actions/installation', 'api/installation', 'guides/setting_up_a_project'],
  ],
  ['same external id in two projects hits the wrong installation', ['api/installation/external_ids']],
  [
    'set the allocated cpu hours for an installation',
    ['guides/api_actions/installation_capacities', 'api/installation/capacities', 'api/installation/create-capacity'],
  ],
  [
    'capacity registered_on Valid date format is yyyy-MM-dd.',
    ['api/installation/capacities', 'guides/api_actions/installation_capacities', 'api/api_errors/request_errors'],
  ],

  // Metrics
  ['send usage numbers from a script', ['guides/api_actions/metric', 'api/metric/create-metric']],
  [
    'add metirc by external installation id',
    ['api/metric/create-metric-by-external-installation-id', 'guides/api_actions/metric'],
  ],
  ['time_period_start must be a valid zulu timestamp', ['api/metric', 'guides/api_actions/metric']],
  [
    'why is the same metric counted twice in my report',
    ['guides/api_actions/metric', 'api/metric', 'api/api_errors/not_found_and_conflict'],
  ],
  ['correct a value I already submitted', ['guides/api_actions/metric_corrections', 'api/metric/update-metric']],

  // Listings and reports
  [
    'metrics of the last day missing from report',
    ['api/collect_metrics', 'guides/setting_up_a_project', 'guides/api_actions/project_reports'],
  ],
  [
    'how is usage_percentage calculated',
    ['api/collect_metrics', 'api/installation/capacities', 'guides/api_actions/installation_reports'],
  ],
  [
    'total usage of a provider across all projects',
    ['api/collect_metrics/get-global-provider-report', 'guides/api_actions/provider_reports'],
  ],
  [
    'You have no access to execute this operation.',
    ['guides/api_actions/provider_reports', 'api/api_errors/access_errors', 'guides/provider_admin'],
  ],
  [
    'usage per virtual organisation group',
    [
      'guides/api_actions/project_reports',
      'api/collect_metrics/get-project-group-report',
      'api/collect_metrics/list-project-group-metrics',
    ],
  ],

  // Search filters
  [
    'filter metrics with value greater than 1000',
    ['guides/api_actions/search-filter-examples', 'api/search_filters', 'guides/api_actions/metric_search'],
  ],
  [
    'Unclosed group near index 16',
    ['api/api_errors/server_errors', 'api/search_filters', 'guides/api_actions/search-filter'],
  ],

  // Metric definitions, unit types and metric types
  [
    'difference between aggregated and summarised metric types',
    ['api/metric_type', 'guides/ui_actions/metric_type', 'guides/api_actions/metric_definition'],
  ],
  ['built-in unit types', ['api/unit_type', 'guides/ui_actions/unit_type']],
  [
    'The Metric Definition cannot be updated. There is a Metric assigned to it.',
    ['guides/api_actions/metric_definition_changes', 'api/metric_definition', 'guides/ui_actions/metric_definition'],
  ],

  // Errors
  ['415 Cannot consume content type', ['api/api_errors/request_errors', 'guides/api_actions/metric']],
  [
    'should my client retry on a 500 error',
    ['api/api_errors/server_errors', 'api/api_errors/handling_errors', 'api/api_errors'],
  ],

  // Web UI
  ['web ui add a new installation', ['guides/ui_actions/installation']],
  ['My Providers metrics table shows N.A', ['guides/ui_actions/my_providers']],

  // Glossary and architecture
  ['what is virtual access', ['glossary', '']],
  ['ams listener creates providers from catalogue events', ['system/architecture']],

  // Releases
  ['what changed in release 1.8.0', ['changelog']],
  ['which version of the service is running', ['api/client/get-version', 'changelog']],

  // Resources and policies
  ['register an eosc resource for installations', ['api/resource', 'api/resource/create-resource']],
  ['privcy policy how long is my data kept', ['policies/acc_privacy_policy']],
  ['terms of use', ['policies/terms']],
];

export const heldOutQueries11: Array<[query: string, expected: string[]]> = [
  ['POST /accounting-system/installations/{installation_id}/capacities', ['api/installation/create-capacity']],
  [
    'PATCH /accounting-system/installations/67f3c4d5e6f708192a3b4c5d/capacities/67f4d5e6f708192a3b4c5d6e',
    ['api/installation/update-capacity'],
  ],
  [
    'GET /accounting-system/projects/projects/101057344/users/researcher-042/report',
    ['api/collect_metrics/get-project-user-report'],
  ],
  ['/accounting-system/providers/all', ['api/provider/list-project-provider-associations']],
  ['https://api.acc.argo.grnet.gr/accounting-system/admin/version', ['api/client/get-version']],
  ['https://api.acc.argo.grnet.gr/accounting-system/operators', ['api/search_filters/list-operators']],
  ['https://api.acc.argo.grnet.gr/accounting-system/resources', ['api/resource/list-resources']],
  ['listOperands', ['api/search_filters/list-operands']],
  ['getGlobalProviderReportByExternalId', ['api/collect_metrics/get-global-provider-report-by-external-id']],
  ['registerOpenAireProjects', ['api/project/register-open-aire-projects']],
  ['updateOidcTenant', ['api/oidc_tenant/update-oidc-tenant']],
  ['DELETE /accounting-system/admin/resources/{id}', ['api/resource/delete-resource']],
  ['PUT /accounting-system/admin/settings/ENTITLEMENTS_MANAGEMENT', ['api/client/update-setting']],
  ['POST /accounting-system/admin/entitlements/{id}/dissociate/{actor_id}', ['api/client/dissociate-entitlement']],
  [
    '/accounting-system/projects/{project_id}/providers/{provider_id}/metric-definitions',
    ['api/metric_definition/list-provider-metric-definitions'],
  ],
  [
    'GET /accounting-system/installations/external/report?externalId=a3c1e0d2-5b8f-4c61-9d7e-2f4a6b8c0d11',
    ['api/collect_metrics/get-installation-report-by-external-id'],
  ],
  ['PATCH /accounting-system/metric-types/{id}', ['api/metric_type/update-metric-type']],
  ['DELETE /accounting-system/installations/{installation_id}/metrics/{id}', ['api/metric/delete-metric']],
  ['Fetch a project with its providers and installations', ['api/project/get-project-hierarchy']],
  ['Installation External IDs', ['api/installation/external_ids']],
];
