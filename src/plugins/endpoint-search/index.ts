/**
 * The site's search, in one theme: @easyops-cn/docusaurus-search-local (lunr, en + zh, queried in
 * a web worker) with this site's additions. docusaurus.config.ts lists this module once, with the
 * options of config/search.ts.
 *
 * - Runs the local-search plugin, giving it a fingerprint of the inputs besides docs/ that shape
 *   the index (so its hashed file name changes with them), and slims the index it writes
 *   (slimIndex.ts).
 * - Writes the search catalog (operations, concept promotions, page kinds and descriptions)
 *   from the loaded docs and the contract.
 * - Swaps the plugin's `searchByWorker` module for client/searchByWorker.ts, which ranks
 *   endpoint and concept matches first and otherwise returns the worker's results.
 *
 * - Gives the plugin's search bar (on every page) its one constant, `searchResultLimits`, from a
 *   small module of its own. The plugin's constants module also sets up lunr and its language
 *   packs as a side effect, which put about 11 KiB gzip of JavaScript that only the worker and
 *   the search page use in front of every page's `load`.
 *
 * - Loads the index into the worker once a page is idle (client/preloadIndex.ts, the
 *   "searchPreload" trick), so the first use of the search box does not wait for it.
 *
 * - Loads mark.js (search-term highlighting) only when a page has terms to mark or unmark
 *   (client/lazyMark.ts), instead of in front of every page's `load`.
 *
 * The swaps depend on how the plugin imports those modules; the check below stops the build when
 * a plugin update changes it, instead of letting the search box quietly lose the ranking.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import { definingPages, questionPages, readerWords } from '../../../config/search';
import { trickOn } from '../../../config/tricks';
import { bundleCheck } from '../shared/bundleCheck';
import { buildSearchCatalog, type LoadedDoc } from './catalog';
import { slimIndex } from './slimIndex';

type LocalSearchPlugin = (context: LoadContext, options: Partial<PluginOptions>) => Plugin;
// The package's types describe its options only; its entry is the plugin function.
const localSearch = createRequire(__filename)('@easyops-cn/docusaurus-search-local') as {
  default: LocalSearchPlugin;
  validateOptions: PluginModule['validateOptions'];
};

const pluginTheme = path.join(
  path.dirname(require.resolve('@easyops-cn/docusaurus-search-local/package.json')),
  'dist/client/client/theme',
);
/** The request the plugin's search bar and page use for the worker bridge. */
const WORKER_BRIDGE_REQUEST = /^\.\.\/searchByWorker$/;
/** The request for the plugin's generated constants, and the one file whose copy is replaced. */
const CONSTANTS_REQUEST = /^\.\.\/\.\.\/utils\/proxiedGeneratedConstants$/;
const SEARCH_BAR_FILE = /[\\/]SearchBar[\\/]SearchBar\.jsx$/;
/** mark.js as the plugin's generated module re-exports it, and that module. */
const MARK_JS_REQUEST = /[\\/]mark\.js[\\/]dist[\\/]mark\.js$/;
const GENERATED_FILE = /[\\/]docusaurus-search-local[\\/]default[\\/]generated\.js$/;

export function assertPluginShape(themeDir: string = pluginTheme): void {
  const problems: string[] = [];
  for (const file of ['SearchBar/SearchBar.jsx', 'SearchPage/SearchPage.jsx']) {
    const source = fs.readFileSync(path.join(themeDir, file), 'utf8');
    if (!/import \{[^}]*\bsearchByWorker\b[^}]*\} from "\.\.\/searchByWorker";/.test(source)) {
      problems.push(`${file} no longer imports searchByWorker from "../searchByWorker"`);
    }
  }
  const searchBar = fs.readFileSync(path.join(themeDir, 'SearchBar/SearchBar.jsx'), 'utf8');
  const constantImports = searchBar.match(/import \{([^}]*)\} from "\.\.\/\.\.\/utils\/proxiedGeneratedConstants";/);
  if (constantImports?.[1]?.trim() !== 'searchResultLimits') {
    problems.push(
      'SearchBar/SearchBar.jsx no longer imports just searchResultLimits from "../../utils/proxiedGeneratedConstants"',
    );
  }
  const bridge = fs.readFileSync(path.join(themeDir, 'searchByWorker.js'), 'utf8');
  for (const name of ['searchByWorker', 'fetchIndexesByWorker']) {
    if (!new RegExp(`export (async )?function ${name}\\(baseUrl, searchContext`).test(bridge)) {
      problems.push(`searchByWorker.js no longer exports ${name}(baseUrl, searchContext, …)`);
    }
  }
  // client/preloadIndex.ts loads the index with the search bar's own arguments and fetches its
  // widget, so the bar's first use finds both ready; that holds only while these do.
  if (
    !/const cacheKey = `\$\{baseUrl\}\$\{searchContext\}`;/.test(
      fs.readFileSync(path.join(themeDir, 'worker.js'), 'utf8'),
    )
  ) {
    problems.push('worker.js no longer keeps its index per `${baseUrl}${searchContext}`');
  }
  for (const [pattern, what] of [
    [/let versionUrl = baseUrl;/, 'starts versionUrl at baseUrl'],
    [/const \[searchContext, setSearchContext\] = useState\(""\);/, 'starts searchContext at ""'],
    [/import\("@easyops-cn\/autocomplete\.js"\)/, 'loads @easyops-cn/autocomplete.js by dynamic import'],
  ] as const) {
    if (!pattern.test(searchBar)) problems.push(`SearchBar/SearchBar.jsx no longer ${what}`);
  }
  if (problems.length > 0) {
    throw new Error(
      `endpoint-search cannot wrap @easyops-cn/docusaurus-search-local any more: ${problems.join('; ')}. ` +
        'Update src/plugins/endpoint-search for the new plugin version.',
    );
  }
}

/** File name of the catalog in the build, hashed so it can be cached like the search index. */
export const CATALOG_FILE_PATTERN = /^search-catalog-[0-9a-f]{8}\.json$/;
const INDEX_FILE_PATTERN = /^search-index.*\.json$/;

/**
 * The plugin names its index file after a hash of the Markdown files in `docsDir` only. Part of
 * what gets indexed comes from elsewhere (the OpenAPI contract expanded by <ApiOperation>, the
 * renderer, the search configuration, this plugin's slimming), so a small Markdown "fingerprint" of those inputs goes into
 * an extra scanned folder: any change to them changes the index file name too.
 */
export function writeIndexFingerprint(siteDir: string, cacheDir: string): string {
  // This plugin too: slimIndex.ts shapes the file's content.
  const inputs = [
    'docusaurus.config.ts',
    'config',
    'openapi',
    'src/plugins/openapi-operations',
    'src/plugins/endpoint-search',
    'src/css',
    'docs',
  ]
    .flatMap((input) => {
      const full = path.join(siteDir, input);
      if (!fs.statSync(full).isDirectory()) return [input];
      return fs
        .readdirSync(full, { recursive: true, encoding: 'utf8' })
        .filter((file) => !/\.mdx?$/.test(file) && fs.statSync(path.join(full, file)).isFile())
        .map((file) => path.join(input, file));
    })
    .sort();
  const hash = crypto.createHash('sha256');
  for (const input of inputs) hash.update(fs.readFileSync(path.join(siteDir, input)));
  const dir = path.join(cacheDir, 'search-index-fingerprint');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'fingerprint.md'), `${hash.digest('hex')}\n`);
  return dir;
}

export default function searchTheme(context: LoadContext, validated: unknown): Plugin {
  const options = validated as Partial<PluginOptions>;
  assertPluginShape();
  const docsDir = typeof options.docsDir === 'string' ? [options.docsDir] : (options.docsDir ?? ['docs']);
  const fingerprintDir = writeIndexFingerprint(context.siteDir, path.join(context.siteDir, 'node_modules/.cache'));
  const localSearchPlugin = localSearch.default(context, { ...options, docsDir: [...docsDir, fingerprintDir] });
  let catalogJson = '';
  let catalogFile = '';
  return {
    ...localSearchPlugin,
    name: 'endpoint-search',
    getClientModules() {
      return [
        path.join(__dirname, 'client/shortenQueryInUrl.ts'),
        ...(trickOn('searchPreload') ? [path.join(__dirname, 'client/preloadIndex.ts')] : []),
      ];
    },
    async allContentLoaded({ allContent, actions }) {
      const docsContent = allContent['docusaurus-plugin-content-docs']?.default as
        { loadedVersions: Array<{ docs: LoadedDoc[] }> } | undefined;
      if (!docsContent) throw new Error('endpoint-search: the docs plugin has no content');
      const docs = docsContent.loadedVersions.flatMap((version) => version.docs);
      catalogJson = JSON.stringify(
        buildSearchCatalog(
          docs,
          context.baseUrl,
          { definingPages, questionPages, readerWords },
          context.siteConfig.title,
          (source) => fs.readFileSync(source.replace(/^@site\//, `${context.siteDir}/`), 'utf8'),
        ),
      );
      catalogFile = `search-catalog-${crypto.createHash('sha256').update(catalogJson).digest('hex').slice(0, 8)}.json`;
      // Only the name goes into the bundle; the catalog itself is fetched with the first query.
      await actions.createData('search-catalog-file.json', JSON.stringify({ file: catalogFile }));
      await actions.createData(
        'search-bar-constants.json',
        JSON.stringify({ searchResultLimits: options.searchResultLimits }),
      );
    },
    async postBuild(props) {
      await localSearchPlugin.postBuild!(props);
      const indexFiles = fs.readdirSync(props.outDir).filter((file) => INDEX_FILE_PATTERN.test(file));
      if (indexFiles.length === 0)
        throw new Error('endpoint-search: the local-search plugin wrote no search-index*.json');
      for (const file of indexFiles) {
        const full = path.join(props.outDir, file);
        await fs.promises.writeFile(full, slimIndex(await fs.promises.readFile(full, 'utf8')));
      }
      await fs.promises.writeFile(path.join(props.outDir, catalogFile), catalogJson);
    },
    configureWebpack(config, isServer, utils, content) {
      const { currentBundler } = utils;
      const lazyMark = path.join(__dirname, 'client/lazyMark.ts');
      const localSearchConfig = localSearchPlugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      return {
        ...localSearchConfig,
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            WORKER_BRIDGE_REQUEST,
            path.join(__dirname, 'client/searchByWorker.ts'),
          ),
          new currentBundler.instance.NormalModuleReplacementPlugin(
            MARK_JS_REQUEST,
            (resource: { request: string; contextInfo?: { issuer?: string } }) => {
              if (GENERATED_FILE.test(resource.contextInfo?.issuer ?? '')) {
                resource.request = lazyMark;
              }
            },
          ),
          new currentBundler.instance.NormalModuleReplacementPlugin(
            CONSTANTS_REQUEST,
            (resource: { request: string; contextInfo?: { issuer?: string } }) => {
              if (SEARCH_BAR_FILE.test(resource.contextInfo?.issuer ?? '')) {
                resource.request = path.join(__dirname, 'client/searchBarConstants.ts');
              }
            },
          ),
          bundleCheck('endpoint-search', (resources) =>
            isServer || resources.includes(lazyMark)
              ? null
              : `the browser bundle has no ${lazyMark}: the plugin's generated module no longer re-exports mark.js`,
          ),
        ],
      };
    },
  };
}

searchTheme.validateOptions = localSearch.validateOptions;
