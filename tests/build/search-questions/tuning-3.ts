/**
 * The third tuning set: reader questions written from the page list before any ranking change
 * of its commit, in wider words than the sets before it: everyday synonyms, whole questions,
 * lower case as typed on a phone, phrasing of readers whose first language is not English, small
 * typos, release and error questions, and each audience (developer, node operator, project admin,
 * provider and installation admin, system admin). Each entry is a query and the pages (below
 * docs/, '' for the docs home) a reader would accept; any one of them counts.
 * Widened on 2026-11-28, after the long reference pages were shortened (issue 43): where the answer moved to
 * Installation Capacities, Installation External IDs or OIDC Tenant, that page is accepted too (found by the
 * text that answers, not by running search); no query changed.
 */
export const tuning3Questions: Array<[query: string, expected: string[]]> = [
  // Developers: getting in and making calls.
  ['how to authenticate my script', ['authentication/authenticating_clients', 'quickstart']],
  ['where do i get an access token', ['authentication/authenticating_clients', 'guides/api_actions/before_you_call_the_api']],
  ['my token expired what now', ['authentication/authenticating_clients', 'api/api_errors', 'api/api_errors/access_errors']],
  ['where put the token in the request', ['authentication/authenticating_clients', 'guides/api_actions/before_you_call_the_api', 'quickstart']],
  ['curl example', ['quickstart']],
  ['python example for calling the api', ['quickstart']],
  ['is there a sandbox to try things', ['system/test_prod_environments']],
  ['server address for production', ['system/test_prod_environments']],
  ['how many results per page', ['api/project', 'api/collect_metrics']],
  ['get the second page of results', ['api/project', 'api/collect_metrics']],
  ['how to check my own permissions', ['api/client/get-my-permissions']],
  ['permissions on shared collections', ['api/client/get-general-permissions']],
  ['number of records created between two dates', ['api/client/get-document-counts']],
  // Errors.
  ['what http codes can the api return', ['api/api_errors']],
  ['i get 404 when calling the api', ['api/api_errors', 'api/api_errors/not_found_and_conflict']],
  ['400 bad request when sending a metric', ['api/api_errors', 'api/api_errors/request_errors', 'api/metric/create-metric']],
  ['internal server error', ['api/api_errors', 'api/api_errors/server_errors', 'api/api_errors/handling_errors']],
  ['acces denied', ['api/api_errors', 'api/api_errors/access_errors', 'authorization/accounting_system_roles']],
  // Releases.
  ['newest version of the api', ['changelog']],
  ['release history', ['changelog']],
  ['breaking changes', ['changelog']],
  // Node operators.
  ['connect our keycloak to accounting', ['authentication/node_authenticating_clients', 'api/oidc_tenant/create-oidc-tenant', 'guides/setting_up_a_node']],
  ['onboard a new node', ['guides/setting_up_a_node']],
  ['change the issuer of a tenant', ['api/oidc_tenant/update-oidc-tenant']],
  ['which identity providers are registered', ['api/oidc_tenant/list-oidc-tenants']],
  ['change a configuration value of the service', ['api/client/update-setting']],
  // Installation and provider admins.
  ['add capacity to installation', ['api/installation/create-capacity', 'guides/api_actions/installation_capacities']],
  ['edit a capacity', ['api/installation/update-capacity']],
  ['instalation capacity', ['guides/api_actions/installation_capacities', 'api/installation/create-capacity', 'api/installation/list-capacities', 'api/installation', 'api/installation/capacities']],
  ['usage of my installation last year', ['api/collect_metrics/get-installation-report', 'guides/api_actions/installation_reports', 'api/collect_metrics/list-installation-metrics']],
  ['change an installation using the external id', ['api/installation/update-installation-by-external-id']],
  ['details of one installation', ['api/installation/get-installation']],
  ['how i can send the usage from my cluster', ['api/metric/create-metric', 'guides/api_actions/metric']],
  ['metric is wrong how to repair', ['api/metric/update-metric', 'guides/api_actions/metric_corrections']],
  ['my providers page in the ui', ['guides/ui_actions/my_providers']],
  ['edit a provider in the web ui', ['guides/ui_actions/provider']],
  ['provider metrics by external id', ['api/collect_metrics/list-provider-metrics-by-external-id']],
  ['global provider report with external id', ['api/collect_metrics/get-global-provider-report-by-external-id']],
  ['i want see reports of my provider', ['guides/api_actions/provider_reports', 'api/collect_metrics/get-provider-report', 'api/collect_metrics/get-global-provider-report']],
  ['which projects and providers are linked', ['api/provider/list-project-provider-associations']],
  ['delete a resource', ['api/resource/delete-resource']],
  // Project admins.
  ['custom project', ['api/project/create-project']],
  ['metric definitions used in my project', ['api/metric_definition/list-project-metric-definitions']],
  ['edit the project name', ['api/project/update-project']],
  ['every project', ['api/project/list-projects']],
  ['usage per group', ['api/collect_metrics/list-project-group-metrics', 'api/collect_metrics/get-project-group-report']],
  ['filter with and or', ['guides/api_actions/search-filter', 'api/search_filters/list-operators']],
  ['example filters for metrics', ['guides/api_actions/search-filter-examples', 'guides/api_actions/metric_search']],
  // System admins: types, units and entitlements.
  ['create new metric type', ['api/metric_type/create-metric-type']],
  ['what units can i use', ['api/unit_type/list-unit-types', 'api/unit_type']],
  ['remove the role of a user', ['api/client/dissociate-entitlement']],
  ['all role assignments', ['api/client/list-actor-entitlements']],
  ['remove an entitlement completely', ['api/client/delete-entitlement']],
  ['who is registered in the system', ['api/client/list-actors']],
  // Concepts.
  ['what is a metric type', ['glossary', 'api/metric_type']],
  ['difference between metric type and metric definition', ['glossary', 'system/data_model', 'api/metric_definition', 'api/metric_type']],
  ['what is an actor', ['glossary']],
  ['what is the eosc registry', ['glossary', 'system/architecture']],
  ['how does argo messaging fit in', ['system/architecture']],
  ['entity relationship diagram', ['system/data_model']],
  ['what is a resource', ['glossary', 'api/resource']],
  ['do you use cookies', ['policies/acc_privacy_policy', 'policies/terms']],
];
