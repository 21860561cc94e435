import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { themes as prismThemes } from 'prism-react-renderer';

import { baseUrl, siteUrl, repositoryUrl, includeTestPages } from './config/siteEnv';
import { navbar } from './config/navbar';
import { footer } from './config/footer';
import { searchOptions } from './config/search';
import { noScriptHeadTags } from './config/noScript';
import remarkApiOperation from './src/plugins/openapi-operations/remarkApiOperation';
import openapiExplorerPlugin from './src/plugins/openapi-explorer';
import contentSecurityPolicyPlugin from './src/plugins/content-security-policy';

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
  trailingSlash: undefined,

  onBrokenLinks: 'throw',
  onBrokenAnchors: 'throw',
  onDuplicateRoutes: 'throw',

  future: {
    v4: true,
    faster: true,
  },

  i18n: { defaultLocale: 'en', locales: ['en'] },

  markdown: {
    mermaid: true,
    hooks: {
      onBrokenMarkdownLinks: 'throw',
      onBrokenMarkdownImages: 'throw',
    },
  },

  customFields: { repositoryUrl, includeTestPages },

  headTags: noScriptHeadTags,

  presets: [
    [
      'classic',
      {
        docs: {
          routeBasePath: 'docs',
          sidebarPath: './sidebars.ts',
          beforeDefaultRemarkPlugins: [remarkApiOperation],
        },
        blog: false,
        pages: {
          // Test-only pages live beside the real ones but are excluded unless asked for.
          exclude: includeTestPages ? [] : ['**/__test__/**'],
        },
        theme: { customCss: './src/css/custom.css' },
        sitemap: { ignorePatterns: ['**/__test__/**', '**/search'] },
      } satisfies Preset.Options,
    ],
  ],

  themes: ['@docusaurus/theme-mermaid', ['@easyops-cn/docusaurus-search-local', searchOptions]],

  plugins: [openapiExplorerPlugin, contentSecurityPolicyPlugin],

  // Reload-once and "Retry" when a page bundle fails before the app starts.
  clientModules: ['./src/clientModules/chunkLoadRecovery.tsx'],

  themeConfig: {
    image: 'img/social-card.png',
    metadata: [{ name: 'keywords', content: 'ARGO, accounting, API, REST, EOSC, metrics' }],
    colorMode: {
      defaultMode: 'light',
      disableSwitch: false,
      respectPrefersColorScheme: true,
    },
    announcementBar: {
      // Bump the version suffix when the message changes so readers who dismissed the old one
      // see the new one.
      id: 'openapi-contract-v1',
      content:
        'New: every endpoint is now documented from one OpenAPI contract. <a href="pathname:///openapi/explore">Explore the API</a>.',
      isCloseable: true,
    },
    navbar,
    footer,
    docs: {
      sidebar: { hideable: true, autoCollapseCategories: false },
    },
    tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
    prism: {
      theme: prismThemes.github,
      darkTheme: prismThemes.dracula,
      additionalLanguages: ['bash', 'json', 'python', 'yaml', 'http'],
    },
    mermaid: { theme: { light: 'neutral', dark: 'dark' } },
  } satisfies Preset.ThemeConfig,
} satisfies Config;
