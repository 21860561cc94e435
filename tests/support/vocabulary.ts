/** The matcher tests/build/vocabulary.test.ts runs over every page's text, from config/vocabulary.ts's terms. */
import { vocabulary } from '../../config/vocabulary';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each rejected variant found in a text, with the term to use instead. */
export function rejectedTermsIn(text: string): { found: string; preferred: string }[] {
  return vocabulary.flatMap((term) => {
    const accepted = [term.preferred, term.preferred[0]!.toUpperCase() + term.preferred.slice(1)];
    return term.rejected.flatMap((variant) =>
      [...text.matchAll(new RegExp(`\\b${escapeRegExp(variant)}\\b`, term.exactCase ? 'g' : 'gi'))]
        .filter((match) => !accepted.includes(match[0]))
        .map((match) => ({ found: match[0], preferred: term.preferred })),
    );
  });
}
