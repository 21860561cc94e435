/**
 * The `leanPrism` trick: the theme's `prism-include-languages` (about forty languages in every page's main
 * bundle) is empty in the browser bundle; code blocks highlight with client/prism.ts in their own chunk.
 * Always on: both modes' code colours from one server render (codeColours.ts).
 */
import fs from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { codeColoursCss, type PrismThemes } from './codeColours';
import { bundleCheck } from '../shared/bundleCheck';
import { trickOn } from '../../../config/tricks';

/** The classic theme's client module that loads Prism and its languages. */
export const INCLUDE_LANGUAGES_MODULE = /theme-classic[\\/]lib[\\/]prism-include-languages\.js$/;
/** The package whose `Highlight` the classic theme's code block imports. */
export const RENDERER_PACKAGE = 'prism-react-renderer';
/** The name client/Highlight.tsx imports the real renderer by. */
export const UPSTREAM_RENDERER_ALIAS = '@lean-prism/upstream-renderer';

const emptyLoader = path.join(__dirname, 'client/noLanguages.ts');
const highlight = path.join(__dirname, 'client/Highlight.tsx');

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
  const upstream = path.dirname(require.resolve(`${RENDERER_PACKAGE}/package.json`));
  return {
    name: 'lean-prism',
    getClientModules() {
      return [codeColours];
    },
    configureWebpack(config, isServer, { currentBundler }) {
      const bundle = isServer ? 'server' : 'client';
      const swap = trickOn('leanPrism') && !isServer && config.mode === 'production';
      return {
        resolve: {
          alias: { [`${RENDERER_PACKAGE}$`]: highlight, [`${UPSTREAM_RENDERER_ALIAS}$`]: upstream },
        },
        plugins: [
          ...(swap
            ? [new currentBundler.instance.NormalModuleReplacementPlugin(INCLUDE_LANGUAGES_MODULE, emptyLoader)]
            : []),
          // Both changes target other packages' files: if a release moves them, the build fails.
          bundleCheck('lean-prism', (resources) => {
            if (isServer && !resources.includes(highlight)) return `the server bundle has no ${highlight}`;
            if (!swap) return null;
            const original = resources.find((resource) => INCLUDE_LANGUAGES_MODULE.test(resource));
            if (original) return `the ${bundle} bundle still has ${original} (@docusaurus/theme-classic changed)`;
            return resources.includes(emptyLoader) ? null : `the ${bundle} bundle has no ${emptyLoader}`;
          }),
        ],
      };
    },
  };
}
