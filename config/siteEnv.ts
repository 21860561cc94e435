/**
 * Build-time environment: the base path and public origin can be changed per deployment
 * (for example a preview under /docs-preview/) without touching the config.
 */

import { normaliseBasePath } from './basePath.mjs';

export const defaultBaseUrl = '/argo-accounting/';
export const baseUrl = normaliseBasePath(process.env.BASE_URL, defaultBaseUrl);
export const siteUrl = (process.env.SITE_URL ?? 'https://argoeu.github.io').replace(/\/+$/, '');

/**
 * A page's address has no trailing slash (`/docs/api/metric`), and the build writes it as
 * docs/api/metric.html, which GitHub Pages and deploy/nginx.conf serve at that address without a
 * redirect (a folder's index.html would make GitHub Pages redirect to `/docs/api/metric/`).
 */
export const trailingSlash = false;

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
