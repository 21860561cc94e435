/** Where the site is published: read alike by the site config and the plain-Node scripts; the deploy workflow overrides it only through BASE_URL and SITE_URL. */

/** The path every route lives under when BASE_URL does not name another. */
export const DEFAULT_BASE_PATH = '/argo-accounting/';
/** The public origin when SITE_URL does not name another. */
export const DEFAULT_SITE_URL = 'https://argoeu.github.io';

/**
 * BASE_URL with one leading and one trailing slash.
 * @param {string | undefined} raw
 * @param {string} fallback used when raw is undefined; a blank value means the site root
 * @returns {string}
 */
export function normaliseBasePath(raw, fallback = '/') {
  const value = raw === undefined ? fallback : raw.trim() || '/';
  const withLeading = value.startsWith('/') ? value : `/${value}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/**
 * SITE_URL without a trailing slash; blank or unset means the default origin.
 * @param {string | undefined} raw
 * @returns {string}
 */
export const normaliseSiteUrl = (raw) => (raw?.trim() || DEFAULT_SITE_URL).replace(/\/+$/, '');

/** This process's base path: BASE_URL, else the default; the build, servers and tests agree on it. */
export const basePath = normaliseBasePath(process.env.BASE_URL, DEFAULT_BASE_PATH);
/** This process's public origin: SITE_URL, else the default. */
export const siteUrl = normaliseSiteUrl(process.env.SITE_URL);
