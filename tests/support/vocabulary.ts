/** The matcher tests/build/vocabulary.test.ts runs over every page's text, from config/vocabulary.ts's terms. */
import { vocabulary } from '../../config/vocabulary';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each whole-word occurrence of `words` in a text, in any letter case unless `exactCase`. */
const occurrences = (text: string, words: string, exactCase = false) =>
  [...text.matchAll(new RegExp(`\\b${escapeRegExp(words)}\\b`, exactCase ? 'g' : 'gi'))].map((match) => ({
    found: match[0],
    start: match.index,
    end: match.index + match[0].length,
  }));

type Span = { start: number; end: number };
const strictlyInside = (inner: Span, outer: Span) =>
  outer.start <= inner.start && inner.end <= outer.end && outer.end - outer.start > inner.end - inner.start;

/**
 * Each rejected variant found in a text, with the term to use instead. A variant inside the preferred
 * term ("resources admin" in "shared resources admin") is the preferred term, not a use of the variant;
 * one that differs from it only in letter case ("external id") is still a variant.
 */
export function rejectedTermsIn(text: string): { found: string; preferred: string }[] {
  return vocabulary.flatMap((term) => {
    const accepted = [term.preferred, term.preferred[0]!.toUpperCase() + term.preferred.slice(1)];
    const preferredSpans = occurrences(text, term.preferred, term.exactCase);
    return term.rejected.flatMap((variant) =>
      occurrences(text, variant, term.exactCase)
        .filter(({ found }) => !accepted.includes(found))
        .filter((match) => !preferredSpans.some((span) => strictlyInside(match, span)))
        .map(({ found }) => ({ found, preferred: term.preferred })),
    );
  });
}
