/**
 * A moved page's old address answers with a `noindex` page that refreshes to the new one (no script, so no
 * CSP hash) and names it canonical. Not a route, so the sitemap never lists it.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

export interface MovedPage {
  /** Old route below the base path, without a leading slash; a trailing one for a folder address. */
  from: string;
  /** New route below the base path, without slashes at either end. */
  to: string;
  /** Title of the page at the new address. */
  title: string;
}

/** Pages that moved, and where to. */
export const movedPages: readonly MovedPage[] = [
  // The overview of the service became the docs root, the page the navbar's "Docs" opens.
  { from: 'docs/system/accounting_system_api', to: 'docs', title: 'Accounting System API' },
  // The docs root's address before the site chose `trailingSlash: false`.
  { from: 'docs/', to: 'docs', title: 'Accounting System API' },
];

/** The file an old address is served from: `docs/x` → docs/x.html, `docs/` → docs/index.html. */
export const movedPageFile = (from: string) => (from.endsWith('/') ? `${from}index.html` : `${from}.html`);

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export function redirectPage(target: string, title: string, canonical: string): string {
  return [
    '<!doctype html>',
    '<html lang="en">',
    '<head>',
    '<meta charset="utf-8">',
    `<title>${escapeHtml(title)}</title>`,
    '<meta name="robots" content="noindex">',
    `<meta http-equiv="refresh" content="0; url=${escapeHtml(target)}">`,
    `<link rel="canonical" href="${escapeHtml(canonical)}">`,
    '</head>',
    `<body><p>This page moved to <a href="${escapeHtml(target)}">${escapeHtml(title)}</a>.</p></body>`,
    '</html>',
    '',
  ].join('\n');
}

export default function movedPagesPlugin(context: LoadContext): Plugin {
  const { baseUrl, siteConfig } = context;
  return {
    name: 'moved-pages',
    async postBuild({ outDir }) {
      for (const page of movedPages) {
        const file = path.join(outDir, ...movedPageFile(page.from).split('/'));
        await fs.mkdir(path.dirname(file), { recursive: true });
        const target = `${baseUrl}${page.to}`;
        await fs.writeFile(file, redirectPage(target, page.title, `${siteConfig.url}${target}`));
      }
    },
  };
}
