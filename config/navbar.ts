import type { Navbar } from '@docusaurus/theme-common';
import { repositoryUrl } from './siteEnv';
import { EXPLORER_ROUTE } from './explorer.mjs';

export const navbar = {
  title: 'Accounting System API',
  hideOnScroll: false,
  logo: { alt: 'Accounting System API logo', src: 'img/logo.svg', width: 32, height: 32 },
  items: [
    // Not doc items: both pages share one sidebar, and a doc item lights up on all of its pages.
    { to: '/docs/quickstart', label: 'Quickstart', position: 'left', activeBaseRegex: '/docs/quickstart$' },
    { to: '/docs', label: 'Docs', position: 'left', activeBaseRegex: '/docs(?!/quickstart$)(/|$)' },
    { to: `/${EXPLORER_ROUTE}`, label: 'Explore the API', position: 'left' },
    { href: repositoryUrl, label: 'Source code', position: 'right', 'aria-label': 'Source code repository' },
  ],
} satisfies Navbar;
