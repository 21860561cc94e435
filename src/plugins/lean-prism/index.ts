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
 * client/prism.ts registers the languages instead. A language missing there renders as plain
 * text.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

const includeLanguagesModule = /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

export default function leanPrismPlugin(): Plugin {
  return {
    name: 'lean-prism',
    configureWebpack(_config, isServer, { currentBundler }) {
      let replaced = false;
      const bundle = isServer ? 'server' : 'client';
      return {
        resolve: {
          alias: { 'prism-react-renderer$': path.join(__dirname, 'client/prismReactRenderer.tsx') },
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            includeLanguagesModule,
            (resource: { request: string }) => {
              replaced = true;
              resource.request = path.join(__dirname, 'client/noLanguages.ts');
            },
          ),
          {
            // The replacement targets a file inside @docusaurus/theme-classic; if a release
            // moves it, the full Prism loader would come back silently, so fail instead.
            apply(compiler: { hooks: { done: { tap: (name: string, hook: () => void) => void } } }) {
              compiler.hooks.done.tap('lean-prism', () => {
                if (!replaced) {
                  throw new Error(
                    `lean-prism: no module matched ${includeLanguagesModule} in the ${bundle} bundle; ` +
                      '@docusaurus/theme-classic changed, update src/plugins/lean-prism.',
                  );
                }
              });
            },
          },
        ],
      };
    },
  };
}
