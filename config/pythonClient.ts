/**
 * The service's own Python client, shown in the footer, the quickstart and the Python tab of
 * the operations it covers: signing in, listing installations, projects and providers, and
 * reading and pushing metrics (the library's own examples).
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
