/**
 * Links from an operation's "Since" line to its release's heading in the changelog
 * (`## Release 1.7.0`); the build's anchor check catches a release the changelog lacks.
 */
import { createSlugger } from '@docusaurus/utils';

export const changelogRoute = 'docs/changelog';

/** Site-absolute link to a release's entry in the changelog, by the id Docusaurus gives its heading. */
export function releaseUrl(version: string): string {
  if (!/^\d+\.\d+\.\d+$/.test(version)) throw new Error(`"${version}" is not a release number such as 1.7.0`);
  return `/${changelogRoute}#${createSlugger().slug(`Release ${version}`)}`;
}
