/**
 * Base-path normalisation shared by the site config (TypeScript) and the nginx renderer (plain
 * Node), so both read BASE_URL the same way: one leading and one trailing slash.
 *
 * @param {string | undefined} raw
 * @param {string} fallback used when raw is undefined; a blank value means the site root
 * @returns {string}
 */
export function normaliseBasePath(raw, fallback = '/') {
  const value = raw === undefined ? fallback : raw.trim() || '/';
  const withLeading = value.startsWith('/') ? value : `/${value}`;
  return withLeading.endsWith('/') ? withLeading : `${withLeading}/`;
}
