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
function writeIndexFingerprint(): string {
  const inputs = [
    'openapi/accounting-system.yaml',
    ...fs
      .readdirSync(path.join(siteDir, 'src/plugins/openapi-operations'))
      .map((file) => `src/plugins/openapi-operations/${file}`),
  ];
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
