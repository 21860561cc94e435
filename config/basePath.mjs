/**
 * BASE_URL with one leading and one trailing slash, read alike by the site config and the
 * plain-Node scripts.
 * @param {string | undefined} raw
 * @param {string} fallback used when raw is undefined; a blank value means the site root
 * @returns {string}
 */
export function normaliseBasePath(raw, fallback = '/') {
  const value = raw === undefined ? fallback : raw.trim() || '/';
  const withLeading = value.startsWith('/') ? value : `/${value}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}
