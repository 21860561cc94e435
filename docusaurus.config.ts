import type { Config, LoadContext } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';

import { baseUrl, siteUrl, repositoryUrl, trailingSlash } from './config/siteEnv';
import { navbar } from './config/navbar';
import { footer } from './config/footer';
import { searchOptions } from './config/search';
import { lightCodeTheme, darkCodeTheme } from './config/prismThemes';
import { noScriptHeadTags } from './config/noScript';
import { siteMetadata, socialCard } from './config/seo';
import { sitemapOptions } from './config/sitemap';
import { optionalGitHistory } from './config/lastUpdate';
import remarkApiOperation from './src/plugins/openapi-operations/remarkApiOperation';
import rehypeReadableTables from './src/plugins/readable-tables/rehypeReadableTables';
import openapiOperationsPlugin from './src/plugins/openapi-operations';
import { sidebarItemsGenerator } from './src/plugins/openapi-operations/sidebarGroups';
import { environmentTabGroup } from './src/plugins/openapi-operations/spec';
import { editUrl } from './config/editUrl';
import openapiExplorerPlugin from './src/plugins/openapi-explorer';
import searchTheme from './src/plugins/endpoint-search';
import llmsTxtPlugin from './src/plugins/llms-txt';
import robotsTxtPlugin from './src/plugins/robots-txt';
import movedPagesPlugin from './src/plugins/moved-pages';
import contentSecurityPolicyPlugin from './src/plugins/content-security-policy';
import leanPrismPlugin from './src/plugins/lean-prism';
import staticArticlesPlugin from './src/plugins/static-articles';
import stagedBootPlugin from './src/plugins/staged-boot';
import diagramDrawingsOffPlugin from './src/plugins/diagram-drawings-off';
import { trickOn, tricksOff } from './config/tricks';

const title = 'Accounting System API Documentation';
const tagline = 'Learn how the Accounting System API works';

export default {
  title,
  tagline,
  titleDelimiter: '|',
  favicon: 'img/favicon.svg',
  url: siteUrl,
  baseUrl,
  organizationName: 'ARGOeu',
  projectName: 'argo-accounting',
  trailingSlash,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    v4: true,
    faster: true,
    experimental_vcs: optionalGitHistory,
  },

  i18n: { defaultLocale: 'en', locales: ['en'] },

  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  // tricksOff: the start-up tricks this build has switched off (config/tricks.ts), for client code.
  customFields: { repositoryUrl, tricksOff: [...tricksOff] },

  headTags: noScriptHeadTags,

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          // Operations grouped by their contract tag, as in the explorer.
          sidebarItemsGenerator,
          beforeDefaultRemarkPlugins: [remarkApiOperation],
          rehypePlugins: [rehypeReadableTables],
          editUrl,
          // From git history; pages simply show no date when the history is missing.
          showLastUpdateTime: true,
        },
        blog: false,
        theme: {
          customCss: ['./src/css/custom.css', './src/css/api.css', './src/css/tables.css', './src/css/code.css'],
        },
        sitemap: sitemapOptions,
      } satisfies Preset.Options,
    ],
  ],

  // Search: the local-search plugin inside this site's search theme (src/plugins/endpoint-search).
  themes: ['@docusaurus/theme-mermaid', [searchTheme, searchOptions]],

  // postBuild hooks run concurrently: the CSP plugin hashes the inline scripts of the HTML the
  // build has written, which no other plugin's postBuild changes.
  plugins: [
    openapiOperationsPlugin,
    openapiExplorerPlugin,
    leanPrismPlugin,
    // The start-up tricks (ARCHITECTURE.md); config/tricks.ts switches them off.
    ...(trickOn('staticArticles')
      ? [(context: LoadContext) => staticArticlesPlugin(context, { rememberedTabs: [environmentTabGroup()] })]
      : []),
    ...(trickOn('stagedBoot') ? [stagedBootPlugin] : []),
    ...(trickOn('diagramDrawings') ? [] : [diagramDrawingsOffPlugin]),
    llmsTxtPlugin,
    robotsTxtPlugin,
    movedPagesPlugin,
    contentSecurityPolicyPlugin,
  ],

  clientModules: [
    // A stray "%" in the address, encoded before the route preload reads it.
    './src/clientModules/wellFormedAddress.ts',
    // Reload-once and "Retry" when a page bundle fails before the app starts.
    './src/clientModules/chunkLoadRecovery.tsx',
  ],

  themeConfig: {
    image: socialCard.path,
    metadata: siteMetadata,
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      // Bump the version suffix when the message changes so readers who dismissed the old one
      // see the new one.
      id: 'quickstart-v1',
      // Raw HTML: Docusaurus does not rewrite its links, so they carry the base path themselves.
      // Short enough for one line on a phone.
      content: `New here? Start with the <a href="${baseUrl}docs/quickstart">Quickstart</a>.`,
      isCloseable: true,
      // Theme variables, so the bar follows the colour mode (the theme's default is white in both).
      backgroundColor: 'var(--ifm-color-emphasis-200)',
      textColor: 'var(--ifm-font-color-base)',
    },
    navbar,
    footer,
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      theme: lightCodeTheme,
      darkTheme: darkCodeTheme,
      // No additionalLanguages: src/plugins/lean-prism/client/prism.ts registers the languages.
    },
    // Arial measures the same everywhere (Liberation Sans on Linux), so labels drawn ahead of
    // time fit their boxes on every system; the tighter flowchart spacing and wrapping keep more
    // diagrams within the column at a legible size (see src/theme/Mermaid).
    mermaid: {
      theme: { light: 'neutral', dark: 'dark' },
      options: {
        fontFamily: 'arial, sans-serif',
        // A subgraph's title sits on its top border; without a margin below it, the first node's
        // box is drawn across the title (Project Admin's "scope" box).
        flowchart: {
          nodeSpacing: 30,
          rankSpacing: 35,
          wrappingWidth: 120,
          subGraphTitleMargin: { top: 0, bottom: 12 },
        },
      },
    },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
