/**
 * Build-time environment: the base path and public origin can be changed per deployment
 * (for example a preview under /docs-preview/) without touching the config.
 */

function normaliseBaseUrl(raw: string | undefined): string {
  const value = (raw ?? '/argo-accounting/').trim() || '/';
  const withLeading = value.startsWith('/') ? value : `/${value}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

export const baseUrl = normaliseBaseUrl(process.env.BASE_URL);
export const siteUrl = (process.env.SITE_URL ?? 'https://argoeu.github.io').replace(/\/+$/, '');

/** Where the documentation sources live; used by the navbar, footer and edit links. */
export const repositoryUrl = (process.env.REPOSITORY_URL ?? 'https://github.com/ARGOeu/argo-accounting').replace(
  /\/+$/,
  '',
);

/**
 * Branch the "Edit this page" links open. The site lives at the repository root, so Docusaurus
 * appends `docs/<file>` to `${repositoryUrl}/edit/${repositoryBranch}/`.
 */
export const repositoryBranch = (process.env.REPOSITORY_BRANCH ?? 'main').trim() || 'main';

/**
 * Test-only pages (a component that throws, to exercise the crash page) are compiled in
 * only when asked for, so production builds never ship them.
 */
export const includeTestPages = process.env.DOCS_TEST_PAGES === 'true';
