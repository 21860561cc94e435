/**
 * @easyops-cn/docusaurus-search-local, its index slimmed and named after its bytes and four modules of its dist/
 * swapped (each file's header says why); assertPluginShape() stops the build when a plugin update breaks a swap.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import type { LoadedContent } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginModule } from '@docusaurus/types';
import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';
import { readerWords } from '../../../config/search';
import { trickOn } from '../../../config/tricks';
import { bundleCheck } from '../shared/bundleCheck';
import { buildSearchCatalog, withBreadcrumbs } from './catalog';
import { RESET_LINES } from './keepReaderQuery.mjs';
import { slimIndex } from './slimIndex';

// The package's types describe its options only; its entry is the plugin function.
const localSearch = createRequire(__filename)('@easyops-cn/docusaurus-search-local') as {
  default: (context: LoadContext, options: Partial<PluginOptions>) => Plugin;
  validateOptions: PluginModule['validateOptions'];
};

const pluginTheme = path.dirname(
  require.resolve('@easyops-cn/docusaurus-search-local/dist/client/client/theme/worker.js'),
);
const SEARCH_BAR = /[\\/]SearchBar[\\/]SearchBar\.jsx$/;

/** The worker bridge, the ranking and the words they read: one chunk (the leanSearchBar trick). */
const SEARCH_ENGINE_CHUNK = {
  test: /[\\/]endpoint-search[\\/](?:client[\\/](?:searchByWorker|rankedSearch|noResultHelp)|words)\.ts$/,
  name: 'search-engine',
  chunks: 'async',
  enforce: true,
} as const;

/** What the swaps and preloadIndex.ts rely on, word for word, in the plugin's theme files. */
const PLUGIN_SHAPE: Array<[file: string, text: string]> = [
  ['SearchBar/SearchBar.jsx', 'import { fetchIndexesByWorker, searchByWorker } from "../searchByWorker";'],
  ['SearchBar/SearchBar.jsx', 'import { searchResultLimits } from "../../utils/proxiedGeneratedConstants";'],
  ['SearchBar/SearchBar.jsx', 'import("@easyops-cn/autocomplete.js")'],
  // twoStage.ts answers twice through the source's callback, and finds rows by these classes.
  ['SearchBar/SearchBar.jsx', 'source: async (input, callback) => {'],
  ['SearchBar/SearchBar.jsx', 'dropdownMenu: styles.dropdownMenu,'],
  ['SearchBar/SearchBar.jsx', 'suggestion: styles.suggestion,'],
  ['SearchBar/SearchBar.jsx', 'cursor: styles.cursor,'],
  // keepReaderQuery.mjs guards the box's reset after a page change.
  ...RESET_LINES.map((line): [string, string] => ['SearchBar/SearchBar.jsx', line]),
  ['SearchBar/SearchBar.jsx', 'const searchBarRef = useRef(null);'],
  ['searchByWorker.js', 'export async function fetchIndexesByWorker(baseUrl, searchContext)'],
  ['searchByWorker.js', 'export async function searchByWorker(baseUrl, searchContext, input, limit)'],
  // One index per base URL, fetched from there: searchByWorker.ts names the index through it.
  ['worker.js', 'const cacheKey = `${baseUrl}${searchContext}`;'],
  ['worker.js', 'const url = `${baseUrl}${searchIndexUrl.replace('],
];

export function assertPluginShape(themeDir: string = pluginTheme): void {
  const problems = PLUGIN_SHAPE.filter(
    ([file, text]) => !fs.readFileSync(path.join(themeDir, file), 'utf8').includes(text),
  );
  if (problems.length > 0) {
    throw new Error(
      `endpoint-search cannot wrap @easyops-cn/docusaurus-search-local any more: ${problems.map(([file, text]) => `${file} no longer has ${text}`).join('; ')}. ` +
        'Update src/plugins/endpoint-search for the new plugin version.',
    );
  }
}

/** Names the index and the catalog; its own name stays, so it is revalidated, not cached. */
export const SEARCH_FILES = 'search-files.json';

export function contentName(prefix: string, bytes: string | Buffer): string {
  return `${prefix}-${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.json`;
}

export default function searchTheme(context: LoadContext, validated: unknown): Plugin {
  assertPluginShape();
  const localSearchPlugin = localSearch.default(context, validated as Partial<PluginOptions>);
  let catalog: ReturnType<typeof buildSearchCatalog> | undefined;
  return {
    ...localSearchPlugin,
    name: 'endpoint-search',
    getClientModules() {
      return trickOn('searchPreload') ? [path.join(__dirname, 'client/preloadIndex.ts')] : [];
    },
    async allContentLoaded({ allContent }) {
      const docs = allContent['docusaurus-plugin-content-docs']?.default as LoadedContent | undefined;
      if (!docs) throw new Error('endpoint-search: the docs plugin has no content');
      catalog = buildSearchCatalog(
        docs.loadedVersions.flatMap((version) => version.docs),
        context.baseUrl,
        readerWords,
        context.siteConfig.title,
        (source) => fs.readFileSync(source.replace(/^@site\//, `${context.siteDir}/`), 'utf8'),
      );
    },
    async postBuild(props) {
      await localSearchPlugin.postBuild!(props);
      // The plugin writes search-index.json (its hashing is off); search-files.json gives the new names.
      const written = path.join(props.outDir, 'search-index.json');
      if (!fs.existsSync(written))
        throw new Error('endpoint-search: the local-search plugin wrote no search-index.json');
      const { text: index, breadcrumbs } = slimIndex(await fs.promises.readFile(written, 'utf8'));
      if (!catalog) throw new Error('endpoint-search: postBuild ran before the docs were loaded');
      // The pages' breadcrumbs exist only once the plugin has written its index.
      const catalogJson = JSON.stringify(withBreadcrumbs(catalog, breadcrumbs));
      const files = { index: contentName('search-index', index), catalog: contentName('search-catalog', catalogJson) };
      await fs.promises.rm(written);
      await fs.promises.writeFile(path.join(props.outDir, files.index), index);
      await fs.promises.writeFile(path.join(props.outDir, files.catalog), catalogJson);
      await fs.promises.writeFile(path.join(props.outDir, SEARCH_FILES), JSON.stringify(files));
    },
    configureWebpack(config, isServer, utils, content) {
      const lazyMark = path.join(__dirname, 'client/lazyMark.ts');
      /** `request`, imported from a file that matches `issuer`, loads `file` (from this folder) instead. */
      const swap = (request: RegExp, file: string, issuer = SEARCH_BAR) =>
        new utils.currentBundler.instance.NormalModuleReplacementPlugin(
          request,
          (resource: { request: string; contextInfo?: { issuer?: string } }) => {
            if (issuer.test(resource.contextInfo?.issuer ?? '')) resource.request = path.resolve(__dirname, file);
          },
        );
      return {
        ...localSearchPlugin.configureWebpack?.(config, isServer, utils, content),
        module: {
          rules: [{ test: SEARCH_BAR, enforce: 'pre', use: [{ loader: path.join(__dirname, 'keepReaderQuery.mjs') }] }],
        },
        // The "leanSearchBar" trick: this site's ranking and the worker bridge in one chunk of their own,
        // loaded on use, not a copy in each page type's chunk (Docusaurus groups only what half the pages share).
        ...(trickOn('leanSearchBar') && !isServer
          ? { optimization: { splitChunks: { cacheGroups: { searchEngine: SEARCH_ENGINE_CHUNK } } } }
          : {}),
        plugins: [
          swap(
            /^\.\.\/searchByWorker$/,
            trickOn('leanSearchBar') ? 'client/searchOnUse.ts' : 'client/searchByWorker.ts',
          ),
          swap(/^@easyops-cn\/autocomplete\.js$/, 'client/twoStage.ts'),
          // The "leanSearchBar" trick: lunr's set-up and mark.js out of every page's first download.
          ...(trickOn('leanSearchBar')
            ? [
                swap(/^\.\.\/\.\.\/utils\/proxiedGeneratedConstants$/, 'client/searchBarConstants.ts'),
                swap(
                  /[\\/]mark\.js[\\/]dist[\\/]mark\.js$/,
                  lazyMark,
                  /[\\/]docusaurus-search-local[\\/]default[\\/]generated\.js$/,
                ),
                bundleCheck('endpoint-search', (resources) =>
                  isServer || resources.includes(lazyMark)
                    ? null
                    : `the browser bundle has no ${lazyMark}: the plugin's generated module no longer re-exports mark.js`,
                ),
              ]
            : []),
        ],
      };
    },
  };
}

searchTheme.validateOptions = localSearch.validateOptions;
