/**
 * The page types the benchmark measures, as paths relative to the base path. One of each kind
 * of page the site has, chosen for being the heaviest of its kind.
 */
export const pageTypes = [
  { key: 'home', label: 'Home', path: '', lighthouse: true },
  { key: 'apiPage', label: 'Long API page', path: 'docs/api/installation', lighthouse: true },
  // Tables, tabs, code blocks and a Mermaid diagram on one page.
  { key: 'docPage', label: 'Doc page (tables/tabs/code/diagram)', path: 'docs/api/collect_metrics', lighthouse: true },
  { key: 'search', label: 'Search with a query', path: 'search?q=metric', lighthouse: true },
  { key: 'category', label: 'Category index', path: 'docs/category/accounting-system-collections', lighthouse: true },
  { key: 'notFound', label: '404 page', path: 'no-such-page-for-the-benchmark', lighthouse: true, status: 404 },
  { key: 'explorer', label: 'API explorer', path: 'openapi/explore', lighthouse: true },
];
