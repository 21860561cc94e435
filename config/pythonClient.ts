/**
 * The service's own Python client, argo-acc-library: where a Python reader looks for it (the
 * footer, the quickstart's Python tab and the Python tab of the operations it covers).
 * What it covers is what ../shared/reference/site-facts.md says of it: it signs in, lists
 * installations, projects and providers, and fetches and pushes metrics. The operations below
 * are those tasks in the contract: the listings of all installations, projects and providers,
 * the metric listings of a project and of an installation (the library's own examples), and
 * sending a metric.
 */
export const pythonClient = {
  name: 'argo-acc-library',
  url: 'https://github.com/ARGOeu/argo-acc-library',
  covers: 'lists installations, projects and providers, and fetches and pushes metrics',
  operationIds: [
    'listAllInstallations',
    'listProjects',
    'listProviders',
    'listProjectMetrics',
    'listInstallationMetrics',
    'createMetric',
  ],
} as const;
