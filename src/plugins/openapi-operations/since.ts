/**
 * The release an operation arrived in (`x-since` in the contract) and where the API changelog
 * tells what that release changed. The changelog page gives each release heading the id
 * `releaseAnchor(version)`, so the build's anchor check catches a version it does not list.
 */
export const changelogRoute = 'docs/changelog';

/** Heading id of a release on the changelog page: `1.7.0` → `release-1-7-0`. */
export function releaseAnchor(version: string): string {
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`x-since "${version}" is not a release number such as 1.7.0`);
  return `release-${version.replace(/\./g, '-')}`;
}

/** Site-absolute link to a release's entry in the changelog. */
export function releaseUrl(version: string): string {
  return `/${changelogRoute}#${releaseAnchor(version)}`;
}
