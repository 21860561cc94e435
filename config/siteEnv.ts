// Build-time environment: the base path and public origin can change per deployment without touching the config.
import { basePath } from './siteAddress.mjs';

export { siteUrl } from './siteAddress.mjs';
export const baseUrl = basePath;

/** No trailing slash: GitHub Pages and nginx serve docs/api/metric.html at `/docs/api/metric` without a redirect. */
export const trailingSlash = false;

/** Where the documentation sources live; used by the navbar, footer and edit links. */
export const repositoryUrl = (process.env.REPOSITORY_URL ?? 'https://github.com/ARGOeu/argo-accounting').replace(
  /\/+$/,
  '',
);

/** The branch "Edit this page" opens; the site sits at the repository root. */
export const repositoryBranch = (process.env.REPOSITORY_BRANCH ?? 'main').trim() || 'main';
