import type { Footer } from '@docusaurus/theme-common';
import { EXPLORER_DIR, EXPLORER_ROUTE } from './explorer.mjs';
import { pythonClient } from './pythonClient';
import { baseUrl, repositoryUrl } from './siteEnv';

const licenceNotice = [
  'Documentation licensed under ',
  '<a href="https://creativecommons.org/licenses/by/4.0/" rel="license noopener noreferrer" target="_blank">CC BY 4.0</a>',
  ' by <a href="https://www.grnet.gr" rel="noopener noreferrer" target="_blank">National Infrastructures for Research and Technology - GRNET S.A.</a>',
].join('');

export const footer = {
  style: 'light',
  links: [
    {
      title: 'Docs',
      items: [
        // Each label is the title of the page it opens.
        { label: 'Accounting System API', to: '/docs' },
        { label: 'Test and Production Environments', to: '/docs/system/test_prod_environments' },
        { label: 'Authenticating Clients', to: '/docs/category/authenticating-clients' },
        { label: 'API Reference', to: '/docs/category/accounting-system-collections' },
        { label: 'Guides', to: '/docs/category/guides' },
        { label: 'Glossary', to: '/docs/glossary' },
        { label: 'API changelog', to: '/docs/changelog' },
      ],
    },
    {
      title: 'Community',
      items: [
        { label: 'Source code', href: repositoryUrl },
        { label: 'Report an issue', href: `${repositoryUrl}/issues` },
        { label: `Python client (${pythonClient.name})`, href: pythonClient.url },
      ],
    },
    {
      title: 'More',
      items: [
        { label: 'Explore the API (OpenAPI v3)', to: `/${EXPLORER_ROUTE}` },
        // Raw HTML: as an `href` item, this file of the site would be marked as an external link.
        {
          html: `<a class="footer__link-item" href="${baseUrl}${EXPLORER_DIR}/accounting-system.yaml">OpenAPI document (YAML)</a>`,
        },
        { label: 'Terms of Use', to: '/docs/policies/terms' },
        { label: 'ACC Privacy Policy', to: '/docs/policies/acc_privacy_policy' },
      ],
    },
  ],
  copyright: licenceNotice,
} satisfies Footer;
