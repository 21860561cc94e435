import { EXPLORER_ROUTE } from '../../config/explorer.mjs';

/** The pages the bench measures (below the base path): the heaviest of each kind. */
export const pageTypes = [
  { key: 'home', label: 'Home', path: '' },
  // The tallest collection overview: concepts, field tables, a diagram and the endpoint table.
  { key: 'apiPage', label: 'Collection overview', path: 'docs/api/installation' },
  // One of the longest operation pages: many body fields, tabs of samples, an example.
  { key: 'operationPage', label: 'Operation page', path: 'docs/api/installation/create-installation' },
  // Several Mermaid diagrams and permission tables.
  { key: 'docPage', label: 'Roles page (diagrams)', path: 'docs/authorization/accounting_system_roles' },
  // The tallest page of the site at both 360 and 1280 px: a guide of worked requests.
  { key: 'longGuide', label: 'Tallest guide (search and filter)', path: 'docs/guides/api_actions/search-filter' },
  { key: 'search', label: 'Search with a query', path: 'search?q=metric' },
  { key: 'category', label: 'Category index', path: 'docs/category/accounting-system-collections' },
  { key: 'notFound', label: '404 page', path: 'no-such-page-for-the-benchmark', status: 404 },
  { key: 'explorer', label: 'API explorer', path: EXPLORER_ROUTE },
];
