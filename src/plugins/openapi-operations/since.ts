/**
 * Links from an operation's `x-since` to its release's heading in the changelog
 * (`## Release 1.7.0`); the build's anchor check catches a release the changelog lacks.
 */
export const changelogRoute = 'docs/changelog';

/** Id of the heading `Release 1.7.0` (the slugger drops the dots): `1.7.0` → `release-170`. */
export function releaseAnchor(version: string): string {
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`x-since "${version}" is not a release number such as 1.7.0`);
  return `release-${version.replace(/\./g, '')}`;
}

/** Site-absolute link to a release's entry in the changelog. */
export function releaseUrl(version: string): string {
  return `/${changelogRoute}#${releaseAnchor(version)}`;
}
