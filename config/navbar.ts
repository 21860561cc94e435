import type { Navbar } from '@docusaurus/theme-common';
import { repositoryUrl } from './siteEnv';

export const navbar = {
  title: 'Accounting System API',
  hideOnScroll: false,
  logo: {
    alt: 'Accounting System API logo',
    src: 'img/logo.svg',
    width: 32,
    height: 32,
  },
  items: [
    { type: 'doc', docId: 'quickstart', label: 'Quickstart', position: 'left' },
    {
      type: 'doc',
      docId: 'system/test_prod_environment',
      label: 'Docs',
      position: 'left',
      activeBasePath: 'docs',
    },
    {
      // A plain page outside the React app: `pathname://` makes the router do a full load.
      href: 'pathname:///openapi/explore',
      label: 'Explore the API',
      position: 'left',
      target: '_self',
      'data-testid': 'navbar-explore-api',
    },
    {
      href: repositoryUrl,
      label: 'Source code',
      position: 'right',
      'aria-label': 'Source code repository',
    },
  ],
} satisfies Navbar;
