/**
 * @easyops-cn/docusaurus-search-local with its index slimmed and named after its bytes, and three
 * modules swapped: the worker bridge (this site's ranking), the search bar's constants (the
 * plugin's set up lunr before every `load`) and mark.js (loaded lazily). assertPluginShape() stops
 * the build when a plugin update breaks a swap: these reach into its dist/.
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
const WORKER_BRIDGE_REQUEST = /^\.\.\/searchByWorker$/;
/** The plugin's generated constants, replaced for the search bar only; mark.js, for its generated module only. */
const CONSTANTS_REQUEST = /^\.\.\/\.\.\/utils\/proxiedGeneratedConstants$/;
const SEARCH_BAR_FILE = /[\\/]SearchBar[\\/]SearchBar\.jsx$/;
const MARK_JS_REQUEST = /[\\/]mark\.js[\\/]dist[\\/]mark\.js$/;
const GENERATED_FILE = /[\\/]docusaurus-search-local[\\/]default[\\/]generated\.js$/;

export function assertPluginShape(themeDir: string = pluginTheme): void {
  const problems: string[] = [];
  const read = (file: string) => fs.readFileSync(path.join(themeDir, file), 'utf8');
  for (const file of ['SearchBar/SearchBar.jsx', 'SearchPage/SearchPage.jsx']) {
    if (!/import \{[^}]*\bsearchByWorker\b[^}]*\} from "\.\.\/searchByWorker";/.test(read(file))) {
      problems.push(`${file} no longer imports searchByWorker from "../searchByWorker"`);
    }
  }
  const searchBar = read('SearchBar/SearchBar.jsx');
  const constantImports = searchBar.match(/import \{([^}]*)\} from "\.\.\/\.\.\/utils\/proxiedGeneratedConstants";/);
  if (constantImports?.[1]?.trim() !== 'searchResultLimits') {
    problems.push(
      'SearchBar/SearchBar.jsx no longer imports just searchResultLimits from "../../utils/proxiedGeneratedConstants"',
    );
  }
  const bridge = read('searchByWorker.js');
  for (const name of ['searchByWorker', 'fetchIndexesByWorker']) {
    if (!new RegExp(`export (async )?function ${name}\\(baseUrl, searchContext`).test(bridge)) {
      problems.push(`searchByWorker.js no longer exports ${name}(baseUrl, searchContext, …)`);
    }
  }
  // preloadIndex.ts loads the index as the bar would; searchByWorker.ts names it through the base URL.
  const worker = read('worker.js');
  if (!/const cacheKey = `\$\{baseUrl\}\$\{searchContext\}`;/.test(worker)) {
    problems.push('worker.js no longer keeps its index per `${baseUrl}${searchContext}`');
  }
  if (!/const url = `\$\{baseUrl\}\$\{searchIndexUrl\.replace\(/.test(worker)) {
    problems.push('worker.js no longer fetches the index at `${baseUrl}${searchIndexUrl…}`');
  }
  for (const [pattern, what] of [
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

/** Names the index and the catalog; its own name stays, so it is revalidated, not cached. */
export const SEARCH_FILES = 'search-files.json';

/** A file name from the file's own bytes. */
export function contentName(prefix: string, bytes: string | Buffer): string {
  return `${prefix}-${crypto.createHash('sha256').update(bytes).digest('hex').slice(0, 8)}.json`;
}

export default function searchTheme(context: LoadContext, validated: unknown): Plugin {
  const options = validated as Partial<PluginOptions>;
  assertPluginShape();
  const localSearchPlugin = localSearch.default(context, options);
  let catalogJson = '';
  return {
    ...localSearchPlugin,
    name: 'endpoint-search',
    getClientModules() {
      return [
        path.join(__dirname, 'client/shortenQueryInUrl.ts'),
        ...(trickOn('searchPreload') ? [path.join(__dirname, 'client/preloadIndex.ts')] : []),
      ];
    },
    async allContentLoaded({ allContent }) {
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
    },
    async postBuild(props) {
      await localSearchPlugin.postBuild!(props);
      // The plugin writes search-index.json (its hashing is off); search-files.json gives the new names.
      const written = path.join(props.outDir, 'search-index.json');
      if (!fs.existsSync(written))
        throw new Error('endpoint-search: the local-search plugin wrote no search-index.json');
      const index = slimIndex(await fs.promises.readFile(written, 'utf8'));
      const files = { index: contentName('search-index', index), catalog: contentName('search-catalog', catalogJson) };
      await fs.promises.rm(written);
      await fs.promises.writeFile(path.join(props.outDir, files.index), index);
      await fs.promises.writeFile(path.join(props.outDir, files.catalog), catalogJson);
      await fs.promises.writeFile(path.join(props.outDir, SEARCH_FILES), JSON.stringify(files));
    },
    configureWebpack(config, isServer, utils, content) {
      const { NormalModuleReplacementPlugin } = utils.currentBundler.instance;
      const lazyMark = path.join(__dirname, 'client/lazyMark.ts');
      const localSearchConfig = localSearchPlugin.configureWebpack?.(config, isServer, utils, content) ?? {};
      return {
        ...localSearchConfig,
        plugins: [
          new NormalModuleReplacementPlugin(WORKER_BRIDGE_REQUEST, path.join(__dirname, 'client/searchByWorker.ts')),
          new NormalModuleReplacementPlugin(
            MARK_JS_REQUEST,
            (resource: { request: string; contextInfo?: { issuer?: string } }) => {
              if (GENERATED_FILE.test(resource.contextInfo?.issuer ?? '')) {
                resource.request = lazyMark;
              }
            },
          ),
          new NormalModuleReplacementPlugin(
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
