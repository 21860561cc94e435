/**
 * Replaces prism-react-renderer in the site bundle with a small equivalent built on Prism's
 * core and only the languages the docs use.
 *
 * prism-react-renderer ships one file holding its own copy of Prism with sixteen languages,
 * and the classic theme imports it from a client module, so all of it (about 30 KiB gzip)
 * sat in the main bundle of every page, code or not. With this plugin the highlighter lives
 * in the code block's chunk and weighs a third of that.
 *
 * The classic theme's `prism-include-languages` client module is swapped for an empty one;
 * client/prism.ts registers the languages instead (keep it in step with
 * `themeConfig.prism.additionalLanguages`). A language missing there renders as plain text.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function leanPrismPlugin(): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack(_config, _isServer, { currentBundler }) {
      return {
        resolve: {
          alias: { 'prism-react-renderer$': path.join(__dirname, 'client/prismReactRenderer.tsx') },
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/,
            path.join(__dirname, 'client/noLanguages.ts'),
          ),
        ],
      };
    },
  };
}
