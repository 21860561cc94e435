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
 *
 * Token colours for both colour modes come from a stylesheet this plugin writes at start-up
 * from `themeConfig.prism` (see codeColours.ts), so the server-rendered code is right in dark
 * mode too, without the client rendering it again.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { codeColoursCss, type PrismThemes } from './codeColours';
import { bundleCheck } from '../shared/bundleCheck';

const includeLanguagesModule = /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;

const emptyLoader = path.join(__dirname, 'client/noLanguages.ts');

/** Writes the code colours stylesheet into the plugin's generated-files folder; returns its path. */
function writeCodeColours({ generatedFilesDir, siteConfig }: LoadContext): string {
  const file = path.join(generatedFilesDir, 'lean-prism', 'codeColours.css');
  const css = codeColoursCss((siteConfig.themeConfig.prism ?? {}) as PrismThemes);
  // Rewriting an unchanged file would make a running dev server rebuild for nothing.
  if (!fs.existsSync(file) || fs.readFileSync(file, 'utf8') !== css) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, css);
  }
  return file;
}

export default function leanPrismPlugin(context: LoadContext): Plugin {
  const codeColours = writeCodeColours(context);
  return {
    name: 'lean-prism',
    getClientModules() {
      return [codeColours];
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      const bundle = isServer ? 'server' : 'client';
      return {
        resolve: {
          alias: { 'prism-react-renderer$': path.join(__dirname, 'client/prismReactRenderer.tsx') },
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(includeLanguagesModule, emptyLoader),
          // The replacement targets a file inside @docusaurus/theme-classic; if a release moves
          // it, the full Prism loader would come back silently, so the build fails instead.
          bundleCheck('lean-prism', (resources) => {
            const original = resources.find((resource) => includeLanguagesModule.test(resource));
            if (original) return `the ${bundle} bundle still has ${original} (@docusaurus/theme-classic changed)`;
            return resources.includes(emptyLoader) ? null : `the ${bundle} bundle has no ${emptyLoader}`;
          }),
        ],
      };
    },
  };
}
