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
    // Plain links rather than doc items: a doc item lights up on every page of its sidebar, and
    // both pages share the one sidebar, so both would show as current at once.
    { to: '/docs/quickstart', label: 'Quickstart', position: 'left', activeBaseRegex: '/docs/quickstart$' },
    { to: '/docs', label: 'Docs', position: 'left', activeBaseRegex: '/docs(?!/quickstart$)(/|$)' },
    {
      // A plain page outside the React app: `pathname://` makes the router do a full load. `html`
      // instead of `label`, so the theme does not mark it as an external link ("opens in new tab").
      href: 'pathname:///openapi/explore',
      html: 'Explore the API',
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
