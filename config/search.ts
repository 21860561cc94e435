import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

const siteDir = path.resolve(__dirname, '..');

/**
 * The plugin names its index file after a hash of the Markdown files in `docsDir` only. Part of
 * what gets indexed comes from elsewhere (the OpenAPI contract expanded by <ApiOperation>, the
 * category descriptions, the renderer itself), so we write a small Markdown "fingerprint" of those
 * inputs into a scanned folder: any change to them changes the index file name too.
 */
function filesUnder(dir: string): string[] {
  return fs.readdirSync(path.join(siteDir, dir), { withFileTypes: true }).flatMap((entry) => {
    const relative = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return filesUnder(relative);
    return /\.(mdx?)$/.test(entry.name) ? [] : [relative];
  });
}

function writeIndexFingerprint(): string {
  // Everything besides the Markdown itself that shapes the indexed text: the contract, its
  // renderer, the category descriptions and this search configuration.
  const inputs = [
    'docusaurus.config.ts',
    ...filesUnder('config'),
    ...filesUnder('openapi'),
    ...filesUnder('src/plugins/openapi-operations'),
    ...filesUnder('src/css'),
    ...filesUnder('docs'),
  ].sort();
  const hash = crypto.createHash('sha256');
  for (const input of inputs) hash.update(fs.readFileSync(path.join(siteDir, input)));
  const dir = path.join(siteDir, 'node_modules/.cache/search-index-fingerprint');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'fingerprint.md'), `${hash.digest('hex')}\n`);
  return dir;
}

/**
 * Local lunr search: the index is built at build time and queried in a web worker, so the
 * site never calls a search service.
 */
export const searchOptions = {
  // 'filename' puts the content hash in the index file name (search-index-<hash>.json), so a
  // new deploy never serves a stale index even from an immutable cache.
  hashed: 'filename',
  docsDir: ['docs', writeIndexFingerprint()],
  // Code blocks (request examples in three languages, JSON bodies) made up most of the index
  // while the same names and paths are indexed from the prose and the field lists; the
  // per-operation error tables repeat the same few statuses on every page.
  ignoreCssSelectors: ['.theme-code-block', '.api-errors', '.api-operation__examples'],
  language: ['en', 'zh'],
  indexDocs: true,
  indexBlog: false,
  indexPages: false,
  docsRouteBasePath: '/docs',
  explicitSearchResultPath: true,
  highlightSearchTermsOnTargetPage: true,
  searchResultLimits: 8,
  searchResultContextMaxLength: 60,
  searchBarShortcut: true,
  searchBarShortcutHint: true,
  searchBarShortcutKeymap: 'mod+k',
} satisfies Partial<PluginOptions>;

/**
 * Concept words and the page that defines each (a file under docs/). When a whole query is one of
 * these words (plurals folded), search shows that page first; the build fails if a file is gone.
 */
export const definingPages: Record<string, readonly string[]> = {
  'quickstart.md': ['quickstart', 'quick start', 'getting started', 'get started', 'first call', 'hello world'],
  'authentication/authenticating_clients.md': [
    'token',
    'access token',
    'bearer token',
    'bearer',
    'jwt',
    'authentication',
    'authenticate',
    'login',
    'log in',
  ],
  'authorization/accounting_system_roles.md': [
    'role',
    'entitlement',
    'scope',
    'permission',
    'authorization',
    'authorisation',
    'access control',
  ],
  'api/installation/index.md': ['capacity', 'unit of access'],
  // No page is about paging alone; these two explain the parameters and the caveats.
  'api/project/index.md': ['pagination', 'paging', 'page size', 'paged response'],
  'api/collect_metrics/index.md': ['pagination', 'paging'],
  'guides/api_actions/search-filter.md': ['filter', 'search filter', 'filter syntax', 'query filter'],
  'system/test_prod_environments.md': ['environment', 'base url', 'host', 'server', 'test environment'],
  'api/api_errors.md': ['error', 'error code', 'status code', 'http status'],
  'system/accounting_system_api.md': ['glossary', 'data model', 'overview', 'architecture'],
  'guides/registration.md': ['register', 'registration', 'sign up'],
};
