/**
 * The second tuning set: reader questions written from the page list (sidebar titles and
 * operationIds), not from any held-out set, to tune the general rules of the ranking on. Each
 * entry is a query and the pages (below docs/) a reader would accept; any one of them counts.
 */
export const tuning2Questions: Array<[query: string, expected: string[]]> = [
  // Node operators.
  ['how do I connect my node to the accounting service', ['guides/setting_up_a_node', 'authentication/node_authenticating_clients']],
  ['can my node use its own identity provider', ['authentication/node_authenticating_clients', 'api/oidc_tenant']],
  ['how do I change the settings of an oidc tenant', ['api/oidc_tenant/update-oidc-tenant']],
  ['look at one oidc tenant', ['api/oidc_tenant/get-oidc-tenant']],
  ['change a runtime setting', ['api/client/update-setting']],
  ['where can I see the runtime settings', ['api/client/list-settings']],
  // Installation admins.
  ['how do I register the capacity of my installation', ['api/installation/create-capacity', 'guides/api_actions/installation_capacities']],
  ['fix a wrong capacity', ['api/installation/update-capacity']],
  ['how can I remove an installation', ['api/installation/delete-installation', 'guides/api_actions/installation_changes']],
  ['delete an installation using its external id', ['api/installation/delete-installation-by-external-id']],
  ['find an installation by external id', ['api/installation/get-installation-by-external-id']],
  ['see every installation', ['api/installation/list-all-installations']],
  ['search for installations', ['api/installation/search-installations']],
  ['report of an installation by external id', ['api/collect_metrics/get-installation-report-by-external-id']],
  ['send a metric with the external id of the installation', ['api/metric/create-metric-by-external-installation-id']],
  ['which metric definitions does my installation use', ['api/metric_definition/list-installation-metric-definitions']],
  ['what is an installation admin allowed to do', ['guides/installation_admin', 'authorization/accounting_system_roles']],
  // Project and provider admins.
  ['how do I set up a project', ['guides/setting_up_a_project', 'api/project/create-project']],
  ['can I create my own project', ['api/project/create-project', 'guides/setting_up_a_project']],
  ['remove a provider from a project', ['api/project/dissociate-provider', 'guides/api_actions/project_dissociation']],
  ['which installations belong to a project', ['api/project/list-project-installations']],
  ['show a project with its providers and installations', ['api/project/get-project-hierarchy']],
  ['metrics of a user in a project', ['api/collect_metrics/list-project-user-metrics', 'api/collect_metrics/get-project-user-report']],
  ['metrics of a group', ['api/collect_metrics/list-project-group-metrics', 'api/collect_metrics/get-project-group-report']],
  ['how do I change my provider', ['api/provider/update-provider', 'guides/api_actions/provider_changes']],
  ['find a provider by its external id', ['api/provider/get-provider-by-external-id']],
  ['report of a provider across all projects', ['api/collect_metrics/get-global-provider-report']],
  ['what can a project admin do', ['guides/project_admin', 'authorization/accounting_system_roles']],
  ['duties of a provider admin', ['guides/provider_admin', 'authorization/accounting_system_roles']],
  // Definitions, types and units.
  ['add a new unit type', ['api/unit_type/create-unit-type']],
  ['how do I remove a metric type', ['api/metric_type/delete-metric-type']],
  ['get rid of a metric definition', ['api/metric_definition/delete-metric-definition', 'guides/api_actions/metric_definition_changes']],
  ['see all metric definitions', ['api/metric_definition/list-metric-definitions']],
  ['what does metric definition mean', ['glossary', 'api/metric_definition']],
  // Entitlements, roles and actors.
  ['how do I make a new entitlement', ['api/client/create-entitlement', 'authorization/assigning_roles']],
  ['rename an entitlement', ['api/client/update-entitlement']],
  ['which entitlements does a user have', ['api/client/list-entitlements-of-actor']],
  ['how do I give someone a role', ['authorization/assigning_roles', 'api/client/assign-entitlement']],
  ['list all users', ['api/client/list-actors']],
  ['what can I do with my token', ['api/client/get-my-permissions']],
  // Errors, environments, reports and releases.
  ['what does 403 forbidden mean', ['api/api_errors', 'api/api_errors/access_errors']],
  ['why do I get 401 unauthorized', ['api/api_errors', 'api/api_errors/access_errors', 'authentication/authenticating_clients']],
  ['where is the test environment', ['system/test_prod_environments']],
  ['what is the development server url', ['system/test_prod_environments']],
  ['where can I read about changes to the api', ['changelog']],
  ['filter examples', ['guides/api_actions/search-filter-examples']],
  ['which comparison operators can I use in a filter', ['api/search_filters/list-operands', 'guides/api_actions/search-filter']],
  ['how is the service built', ['system/architecture', '']],
  ['how do I register a resource', ['api/resource/create-resource']],
  ['terms of use', ['policies/terms']],
];
