/** The path every route lives under when BASE_URL does not name another. */
export const DEFAULT_BASE_PATH = '/argo-accounting/';

/**
 * BASE_URL with one leading and one trailing slash, read alike by the site config and the plain-Node scripts.
 * @param {string | undefined} raw
 * @param {string} fallback used when raw is undefined; a blank value means the site root
 * @returns {string}
 */
export function normaliseBasePath(raw, fallback = '/') {
  const value = raw === undefined ? fallback : raw.trim() || '/';
  const withLeading = value.startsWith('/') ? value : `/${value}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}

/** This process's base path: BASE_URL, else the default; the build, servers and tests agree on it. */
export const basePath = normaliseBasePath(process.env.BASE_URL, DEFAULT_BASE_PATH);
