/**
 * In the production browser bundle a doc's article stays the server's HTML (rendering and hydrating it
 * cost a long page most of its main-thread time): doc modules keep only their metadata
 * (articleModuleLoader.mjs), the theme's DocItem/Content becomes a frame, and small behaviours do the rest.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { bundleCheck } from '../shared/bundleCheck';
import { rememberedTabTags, type RememberedTabGroup } from './rememberedTabs';

export interface StaticArticlesOptions {
  /** Tab groups whose stored choice shows from the first paint (rememberedTabs.ts). */
  rememberedTabs?: RememberedTabGroup[];
}

/** How our DocItem/Content wrapper imports the theme's. */
export const ORIGINAL_CONTENT_REQUEST = /^@theme-original\/DocItem\/Content$/;
/** Our DocItem/Content wrapper: the only importer whose original is swapped. */
export const CONTENT_WRAPPER_FILE = /[\\/]src[\\/]theme[\\/]DocItem[\\/]Content[\\/]index\.tsx$/;
/** The theme's DocItem/Content, which renders the article from the compiled Markdown. */
export const THEME_CONTENT_FILE = /theme-classic[\\/]lib[\\/]theme[\\/]DocItem[\\/]Content[\\/]index\.js$/;

const articleFrame = path.join(__dirname, 'client/ArticleFrame.tsx');

export default function staticArticlesPlugin(context: LoadContext, options: StaticArticlesOptions = {}): Plugin {
  const docsDir = path.join(context.siteDir, 'docs') + path.sep;
  return {
    name: 'static-articles',
    getClientModules() {
      return [path.join(__dirname, 'client/articleStyles.ts')];
    },
    injectHtmlTags() {
      // Only where the behaviour runs (a production build): under `docusaurus start` the theme's
      // tabs restore the choice themselves and would never clear the marks.
      if (process.env.NODE_ENV !== 'production') return {};
      return { headTags: rememberedTabTags(options.rememberedTabs ?? []) };
    },
    configureWebpack(config, isServer, { currentBundler }) {
      if (isServer || config.mode !== 'production') return {};
      return {
        module: {
          rules: [
            {
              test: /\.mdx?$/i,
              include: [docsDir],
              enforce: 'post',
              use: [
                {
                  loader: path.join(__dirname, 'articleModuleLoader.mjs'),
                  options: { runtime: path.join(__dirname, 'client/loadArticle.tsx') },
                },
              ],
            },
          ],
        },
        plugins: [
          new currentBundler.instance.NormalModuleReplacementPlugin(
            ORIGINAL_CONTENT_REQUEST,
            (resource: { request: string; contextInfo?: { issuer?: string } }) => {
              if (CONTENT_WRAPPER_FILE.test(resource.contextInfo?.issuer ?? '')) resource.request = articleFrame;
            },
          ),
          // The swap depends on the theme's file layout and our wrapper's import; if either
          // changes, the browser would render every article again, so the build fails.
          bundleCheck('static-articles', (resources) => {
            const original = resources.find((resource) => THEME_CONTENT_FILE.test(resource));
            if (original) return `the browser bundle still has ${original}`;
            return resources.includes(articleFrame) ? null : `the browser bundle has no ${articleFrame}`;
          }),
        ],
      };
    },
  };
}
