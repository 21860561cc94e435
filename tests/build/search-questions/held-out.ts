/**
 * The first held-out search questions (issue 32): written before any tuning of the ranking for
 * them, and kept out of tuning until the second set (held-out-2.ts) took their place; since then
 * they are a tuning set like the relevance test's own. When a new page changes what the right
 * answer is, widen the expected list, never the query.
 *
 * Each entry is a query and the pages (below docs/, '' for the docs home) a reader would accept;
 * any one of them counts.
 * Widened on 2026-11-28, after the long reference pages were shortened (issue 43): where the answer moved to
 * Installation Capacities, Installation External IDs or OIDC Tenant, that page is accepted too (found by the
 * text that answers, not by running search); no query changed.
 */

/** Questions and tasks in a reader's own words. */
export const heldOutQuestions: Array<[query: string, expected: string[]]> = [
  // Release questions.
  ['last release', ['changelog']],
  ['latest version', ['changelog']],
  ["what's new", ['changelog']],
  ['what changed', ['changelog']],
  ['new in the latest release', ['changelog']],
  // Getting in.
  ['how do I get a token', ['authentication/authenticating_clients', 'authentication/node_authenticating_clients']],
  ['sign in with my institution', ['authentication/authenticating_clients', 'authentication/node_authenticating_clients']],
  ['where do I register my service', ['guides/registration', 'api/client/register-client']],
  ['which url do I call', ['system/test_prod_environments']],
  ['difference between test and production', ['system/test_prod_environments']],
  // Sending and correcting usage.
  ['how to send usage data for my installation', ['api/metric/create-metric', 'guides/api_actions/metric']],
  ['record usage with an external id', ['api/metric/create-metric-by-external-installation-id']],
  ['how to fix a wrong metric', ['api/metric/update-metric', 'guides/api_actions/metric', 'guides/api_actions/metric_corrections']],
  ['remove a metric I sent by mistake', ['api/metric/delete-metric', 'guides/api_actions/metric', 'guides/api_actions/metric_corrections']],
  // Reading usage.
  ['see my project metrics', ['api/collect_metrics/list-project-metrics', 'api/collect_metrics/get-project-report', 'guides/api_actions/project_reports']],
  ['total usage of a provider', ['api/collect_metrics/get-provider-report', 'api/collect_metrics/get-global-provider-report', 'guides/api_actions/provider_reports']],
  ['usage of one user in a project', ['api/collect_metrics/get-project-user-report', 'api/collect_metrics/list-project-user-metrics']],
  ['how do I filter metrics by date', ['guides/api_actions/search-filter', 'guides/api_actions/search-filter-examples', 'guides/api_actions/metric_search', 'api/metric/search-metrics', 'api/collect_metrics']],
  ['how many documents were created', ['api/client/get-document-counts']],
  // Setting things up.
  ['how to add a new installation', ['api/installation/create-installation', 'guides/api_actions/installation']],
  ['how to create a metric definition', ['api/metric_definition/create-metric-definition', 'guides/api_actions/metric_definition']],
  ['quota of an installation', ['api/installation/create-capacity', 'api/installation/list-capacities', 'api/installation', 'guides/api_actions/installation_capacities', 'api/installation/capacities']],
  ['add a provider to my project', ['api/project/associate-provider', 'guides/api_actions/project']],
  ['find installations', ['api/installation/search-installations']],
  ['delete my project', ['api/project/delete-project']],
  ['change a unit type', ['api/unit_type/update-unit-type']],
  // Roles and access.
  ['give someone access to my project', ['authorization/assigning_roles', 'api/client/assign-entitlement', 'guides/project_admin']],
  ['how to assign a role', ['authorization/assigning_roles', 'api/client/assign-entitlement']],
  ['who is allowed to read reports', ['authorization/accounting_system_roles']],
  ['what are the roles', ['authorization/accounting_system_roles']],
  ['what does a project admin do', ['guides/project_admin']],
  ['rename an entitlement', ['api/client/update-entitlement']],
  ['list the users of the system', ['api/client/list-actors']],
  // Errors.
  ['why do I get 403', ['api/api_errors', 'api/api_errors/access_errors']],
  ['unauthorized error', ['api/api_errors', 'api/api_errors/access_errors']],
  ['what does 409 conflict mean', ['api/api_errors', 'api/api_errors/not_found_and_conflict']],
  // Concepts and policies.
  ['what is an installation', ['glossary', 'api/installation', '']],
  ['what is a unit type', ['glossary', 'api/unit_type']],
  ['terms and conditions', ['policies/terms']],
  ['personal data', ['policies/acc_privacy_policy']],
  ['how are pages of results returned', ['api/project', 'api/collect_metrics', 'guides/api_actions/search-filter']],
];

/** Endpoint and page queries: paths, operationIds and page titles, none of them in the tuning set. */
export const heldOutQueries: Array<[query: string, expected: string[]]> = [
  // Plain titles and the words of a title.
  ['set up a node', ['guides/setting_up_a_node']],
  ['api version', ['api/client/get-version']],
  ['setting up a project', ['guides/setting_up_a_project']],
  ['Terms of Use', ['policies/terms']],
  ['Installation Admin', ['guides/installation_admin']],
  ['Assigning Roles', ['authorization/assigning_roles']],
  ['Manage Metric Definitions', ['guides/api_actions/metric_definition']],
  ['Read Provider Metrics and Reports', ['guides/api_actions/provider_reports']],
  ['My Providers', ['guides/ui_actions/my_providers']],
  ['Test and Production Environments', ['system/test_prod_environments']],
  ['Accounting System API', ['']],
  ['changelog', ['changelog']],
  ['Metric Listings and Reports', ['api/collect_metrics']],
  ['Provider Admin', ['guides/provider_admin']],
  ['Register into the Accounting System', ['guides/registration']],
  ['node authentication', ['authentication/node_authenticating_clients']],
  ['Search Filters', ['api/search_filters']],
  ['metric definition', ['api/metric_definition']],
  // Operation titles and what they do.
  ['search providers', ['api/provider/search-providers']],
  ['list unit types', ['api/unit_type/list-unit-types']],
  ['create a provider', ['api/provider/create-provider', 'guides/api_actions/provider']],
  ['delete a unit type', ['api/unit_type/delete-unit-type']],
  ['update a metric type', ['api/metric_type/update-metric-type']],
  ['project report', ['api/collect_metrics/get-project-report']],
  ['list runtime settings', ['api/client/list-settings']],
  ['fetch a project with its providers', ['api/project/get-project-hierarchy']],
  ['list all resources', ['api/resource/list-resources']],
  ['update a capacity', ['api/installation/update-capacity']],
  // Paths and operationIds.
  ['GET /accounting-system/providers', ['api/provider/list-providers']],
  ['POST /accounting-system/installations', ['api/installation/create-installation']],
  ['DELETE /accounting-system/metric-definitions/{id}', ['api/metric_definition/delete-metric-definition']],
  ['/accounting-system/projects/{project_id}/providers/{provider_id}/report', ['api/collect_metrics/get-provider-report']],
  ['/admin/version', ['api/client/get-version']],
  ['GET /projects/42/installations', ['api/project/list-project-installations']],
  ['/accounting-system/providers/external', ['api/provider/get-provider-by-external-id']],
  ['POST /admin/register-projects', ['api/project/register-open-aire-projects']],
  ['createInstallation', ['api/installation/create-installation']],
  ['listMetricDefinitions', ['api/metric_definition/list-metric-definitions']],
  ['getProjectUserReport', ['api/collect_metrics/get-project-user-report']],
  ['updateSetting', ['api/client/update-setting']],
];

/** Release questions: the newest release's section of the changelog comes first. */
export const releaseQuestions = ['last release', 'latest version', "what's new", 'newest release', 'latest release notes'];
