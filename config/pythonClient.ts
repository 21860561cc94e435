import { urlShape } from '../src/plugins/openapi-operations/releaseHistory';

/**
 * The service's own Python client, shown in the footer, the quickstart and the Python tab of the operations
 * it calls. Its route table is the fact; the operations it covers are derived against the contract.
 */
export const pythonClient = {
  name: 'argo-acc-library',
  url: 'https://github.com/ARGOeu/argo-acc-library',
  /** `pymod/httprequests.py` at its newest commit (072909132c, 2025-06-17): method and path. */
  routes: [
    ['POST', '/accounting-system/installations/{installation_id}/metrics'],
    ['GET', '/accounting-system/installations/{installation_id}/metrics'],
    ['GET', '/accounting-system/installations/{installation_id}/metrics/{id}'],
    ['GET', '/accounting-system/installations/all'],
    ['GET', '/accounting-system/installations/{id}'],
    ['GET', '/accounting-system/projects/{project_id}/metrics'],
    ['GET', '/accounting-system/projects'],
    ['GET', '/accounting-system/projects/{id}'],
    ['GET', '/accounting-system/projects/{project_id}/installations'],
    ['GET', '/accounting-system/providers'],
    ['GET', '/accounting-system/providers/{id}'],
    ['GET', '/accounting-system/projects/{project_id}/providers/{provider_id}/metrics'],
    ['GET', '/accounting-system/projects/{project_id}/providers/{provider_id}/installations'],
  ],
  /** What its working calls do, after "which" (the Python tabs and the quickstart). */
  covers:
    'lists installations and providers, reads a project by its ID with its installations and metrics, and fetches and pushes metrics',
  /** What breaks on its routes that the contract no longer has, each named as `METHOD path` (the quickstart). */
  notServed:
    'Its project listing (iterating `acc.projects`) calls `GET /accounting-system/projects`, which the service removed in 1.8.0, so that call fails.',
} as const;

/** Whether the client calls this operation of the contract (`{id}` and `{installation_id}` compare alike). */
export function pythonClientCalls(method: string, path: string): boolean {
  return pythonClient.routes.some(([m, p]) => m === method.toUpperCase() && urlShape(p) === urlShape(path));
}
