/** The text normalisers of search, shared by the build (catalog.ts) and the browser (client/). */

/** One key per word form for scoring: "setting" and "set", "updated" and "update", "type" and "types" meet. */
export const stem = (word: string) => word.replace(/(?<=\w{3})(?:ing|ed|e)$/, '').replace(/(\w)\1$/, '$1');

/** Words that say how a reader asks, not what about (by stem: "calling" is "call"). */
export const QUESTION_WORDS = new Set(
  [
    ...'a an the to for of my our i me we you your it its this that their them they one all every each any'.split(' '),
    ...'how do doe did can could should would what which who where when why is are be get mean need want'.split(' '),
    ...'in on at by with from and or s way there call someone somebody something please many much within'.split(' '),
    'versus',
    'vs',
  ].map(stem),
);

/** A simple plural folded: "capacities" is "capacity", "roles" "role"; "access" and short words stay. */
function singular(word: string): string {
  if (word.length >= 5 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length >= 4 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** Lower case, words only, simple plurals folded: "Entitlements" and "entitlement" are one concept. */
export const normaliseConcept = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map(singular).join(' ');

/** A question as asked, articles dropped, "which" read as "what" and "may" or "is allowed to" as "can". */
export const questionForm = (normalised: string) =>
  ` ${normalised} `
    .replace(/ (?:a|an|the)(?= )/g, '')
    .replace(/ which /g, ' what ')
    .replace(/ (?:am|is|are) (i |we |you |they )?allowed to /g, ' can $1')
    .replace(/ may /g, ' can ');

/** The words of a query or title that carry meaning, normalised. */
export const contentWords = (text: string) =>
  normaliseConcept(text)
    .split(' ')
    .filter((word) => word && !QUESTION_WORDS.has(stem(word)));
