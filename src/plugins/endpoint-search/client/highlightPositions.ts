/**
 * The index carries no term positions (../slimIndex.ts drops them), yet the plugin's
 * highlighter marks words by position. This finds them in the shown text instead: a word matches
 * an index term when it starts with the term (stems are word beginnings: "instal" in
 * "installations") or differs from it only in its ending ("entitl" and "entitlement").
 */
import type { SearchResult } from './types';

const WORD = /[\p{L}\p{N}_]+/gu;

function matches(word: string, term: string): boolean {
  if (word.startsWith(term)) return true;
  // Porter stems can end differently from the word ("easili" for "easily").
  return term.length > 3 && word.startsWith(term.slice(0, -1));
}

export function positionsOf(text: string, terms: readonly string[]): Array<[number, number]> {
  const positions: Array<[number, number]> = [];
  const wanted = terms.map((term) => term.toLowerCase()).filter(Boolean);
  for (const match of text.matchAll(WORD)) {
    const word = match[0].toLowerCase();
    if (wanted.some((term) => matches(word, term))) positions.push([match.index, match[0].length]);
  }
  return positions;
}

/** The result with a position list under every matched term, and at least one position. */
export function addHighlightPositions(result: SearchResult): SearchResult {
  const text = result.document.t;
  const metadata: SearchResult['metadata'] = {};
  for (const [term, fields] of Object.entries(result.metadata)) {
    metadata[term] = {};
    for (const [field, data] of Object.entries(fields)) {
      metadata[term][field] = data.position ? data : { position: positionsOf(text, [term, ...result.tokens]) };
    }
  }
  // The highlighter starts from the first position; with none it would fail.
  const any = Object.values(metadata).some((fields) => (fields.t?.position.length ?? 0) > 0);
  if (!any) metadata[''] = { t: { position: [[0, 0]] } };
  return { ...result, metadata };
}
