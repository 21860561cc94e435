/**
 * Fourth held-out set of reader questions (issue 32), written by the helper "questions" on 2026-11-26 while
 * another helper tuned the ranking on a set of its own. It was written before that tuning round, by someone who
 * has not read the ranking's rules or its configuration, and search was not run on any of these queries. The
 * answers were chosen by reading the pages and the contract. Never tune on it: nothing in config/search.ts or the
 * ranking may name these queries or their answers, and its test prints totals only. When a new page changes what
 * the right answer is, widen the expected list, never the query.
 *
 * Each entry is a query and the pages (below docs/, '' for the docs home) a reader would accept.
 */
export const heldOutQuestions4: Array<[query: string, expected: string[]]> = [
  // Tokens, addresses and the first call.
  ['how long is an access token valid', ['authentication/authenticating_clients']],
  ['client credentials grant', ['authentication/authenticating_clients']],
  ['token in which header', ['authentication/authenticating_clients', 'quickstart']],
  ['swagger ui', ['system/test_prod_environments', '']],
  ['web interface address for production', ['system/test_prod_environments']],
  ['eosc production api url', ['system/test_prod_environments']],
  ['what entitlement do I need to send metrics', [
    'guides/api_actions/metric',
    'guides/api_actions/before_you_call_the_api',
    'authorization/accounting_system_roles',
  ]],
  // Errors and status codes.
  ['curl gets 415 unsupported media type', ['api/api_errors', 'api/api_errors/request_errors']],
  ['internal server error on metric search', ['api/api_errors', 'api/api_errors/server_errors', 'api/api_errors/handling_errors', 'guides/api_actions/search-filter']],
  ['server says timestamp cannot be after the current date time', [
    'api/metric',
    'api/api_errors',
    'api/api_errors/request_errors',
    'guides/api_actions/metric',
  ]],
  ['dissociation is not allowed there are registered installations', [
    'api/api_errors',
    'api/api_errors/not_found_and_conflict',
    'guides/api_actions/project_dissociation',
    'api/project/dissociate-provider',
  ]],
  ['why I receive conflict when I create a provider', [
    'api/api_errors',
    'api/api_errors/not_found_and_conflict',
    'guides/api_actions/provider',
    'api/provider/create-provider',
  ]],
  ['why cant i change my installation after sending metrics', [
    'api/installation',
    'guides/api_actions/installation_changes',
    'api/metric',
  ]],
  ['tokens from my node get 401', ['authentication/node_authenticating_clients', 'guides/setting_up_a_node']],
  // Sending and finding metrics.
  ['what happens if I send the same metric twice', ['api/metric', 'guides/api_actions/metric', 'api/api_errors', 'api/api_errors/not_found_and_conflict']],
  ['which time zone for metric start and end', ['api/metric']],
  ['python code to send usage numbers', ['guides/api_actions/metric']],
  ['export every metric in batches', ['guides/api_actions/metric_search', 'api/metric/search-metrics']],
  ['my search filter gives empty results', ['guides/api_actions/search-filter', 'guides/api_actions/metric_search']],
  ['is equals in a filter case sensitive', ['api/search_filters', 'api/metric', 'guides/api_actions/search-filter']],
  ['why is a metric missing from the monthly report', ['api/collect_metrics', 'api/metric']],
  // Nodes.
  ['envri id login', ['authentication/node_authenticating_clients']],
  ['how does the service know which identity provider issued my token', [
    'authentication/node_authenticating_clients',
  ]],
  ['show the registered oidc tenants', [
    'api/oidc_tenant/list-oidc-tenants',
    'authentication/node_authenticating_clients',
  ]],
  ['remove the identity provider of a node', ['api/oidc_tenant/delete-oidc-tenant']],
  ['what rights does the person running a node need', [
    'authorization/accounting_system_roles',
    'guides/setting_up_a_node',
  ]],
  ['is a node the same as a project', ['glossary', 'guides/setting_up_a_node']],
  // Projects.
  ['change the title of a project', ['api/project/update-project']],
  ['metric definitions in use across my project', ['api/metric_definition/list-project-metric-definitions']],
  ['definitions a provider reports against in one project', [
    'api/metric_definition/list-provider-metric-definitions',
  ]],
  ['how I can remove provider from project in the user interface', ['guides/ui_actions/project']],
  ['see project metrics in the browser', ['guides/ui_actions/project']],
  ['can a colleague look at our project without changing anything', [
    'authorization/accounting_system_roles',
    'authorization/assigning_roles',
    'guides/project_admin',
  ]],
  ['where do project titles and dates come from', ['system/architecture', 'api/project']],
  // Providers and installations.
  ['what is a provider representative', ['glossary', 'guides/provider_admin', 'authorization/accounting_system_roles']],
  ['why cant i edit our provider it comes from eosc', [
    'api/provider',
    'guides/api_actions/provider_changes',
    'guides/ui_actions/provider',
  ]],
  ['drop a provider we registered twice', ['api/provider/delete-provider', 'guides/api_actions/provider_changes']],
  ['update the logo of our organisation', [
    'api/provider/update-provider',
    'guides/api_actions/provider_changes',
    'guides/ui_actions/provider',
  ]],
  ['provider metrics in a project using our own provider id', [
    'api/collect_metrics/list-provider-metrics-by-external-id',
  ]],
  ['installation metrics external id', [
    'api/collect_metrics/list-installation-metrics-by-external-id',
    'guides/api_actions/installation_reports',
  ]],
  ['rename an installation using its external id', ['api/installation/update-installation-by-external-id']],
  ['see the providers I manage in the web app', ['guides/ui_actions/my_providers']],
  ['add a metric by hand in the ui', [
    'guides/ui_actions/installation',
    'guides/ui_actions/my_providers',
    'guides/ui_actions/project',
  ]],
  ['read only role for one installation', ['guides/installation_admin', 'authorization/accounting_system_roles']],
  ['which role lets me add installations for my provider', [
    'authorization/accounting_system_roles',
    'guides/provider_admin',
  ]],
  ['usage as a percentage of the capacity', [
    'guides/api_actions/installation_capacities',
    'api/collect_metrics',
    'api/collect_metrics/get-installation-report',
  ]],
  // Entitlements and the shared catalogue.
  ['see every entitlement string', ['api/client/list-entitlements']],
  ['remove an entitlement for good', ['api/client/delete-entitlement']],
  ['keep entitlements in the identity provider instead of the database', [
    'authorization/assigning_roles',
    'api/client/update-setting',
  ]],
  ['remove a resource from the catalogue', ['api/resource/delete-resource']],
  ['difference between aggregated and averaged', ['api/metric_type', 'guides/ui_actions/metric_type', 'glossary']],
  ['units available out of the box', ['api/unit_type', 'guides/ui_actions/unit_type']],
  // Releases.
  ['since when are capacities available', ['changelog', 'api/installation/create-capacity']],
  ['what changed in 1.8.1', ['changelog']],
  ['when were reports for a single user added', ['changelog', 'api/collect_metrics/get-project-user-report']],
  ['move from acl roles to entitlements', ['authorization/accounting_system_roles_legacy', 'changelog']],
  // Concepts and policies.
  ['what is virtual access', ['glossary']],
  ['how often are eosc providers synced', ['system/architecture', 'api/provider', 'glossary']],
  ['does the service use cookies', ['policies/acc_privacy_policy']],
  ['what to do if my credentials were misused', ['policies/terms']],
];
