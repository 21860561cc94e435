/**
 * Trims the plugin's index to what finds and ranks pages (figures: SCALING.md): no term positions (positionsOf
 * in client/rankedSearch.ts finds matched words), scores to one decimal (order kept), a section's snippet text
 * cut (its words stay indexed), and no URL where it is its page's (withPageUrl puts it back).
 */

/** Characters of a section's text kept for snippets (longer sections are field lists). */
export const MAX_SECTION_TEXT = 500;

/** One of the plugin's per-field indexes (title, heading, description, keywords, content). */
interface SerialisedIndex {
  documents: Array<{ i?: unknown; t?: unknown; u?: unknown; p?: unknown; b?: unknown }>;
  index: { fields: string[]; fieldVectors: Array<[string, number[]]>; invertedIndex: Array<[string, object]> };
}

/** Fails loudly when the plugin's file no longer looks like lunr's serialised indexes. */
function assertShape(json: unknown): asserts json is SerialisedIndex[] {
  const ok = (entry: Partial<SerialisedIndex> | null) =>
    Array.isArray(entry?.documents) &&
    Array.isArray(entry.index?.fieldVectors) &&
    Array.isArray(entry.index.invertedIndex) &&
    entry.index.fields.join() === 't';
  if (!Array.isArray(json) || json.length === 0 || !json.every(ok)) {
    throw new Error(
      'endpoint-search: the search index is no longer a list of lunr indexes over the field "t"; ' +
        'update src/plugins/endpoint-search/slimIndex.ts for the new @easyops-cn/docusaurus-search-local.',
    );
  }
}

/**
 * The slimmed index as written out, and each page's breadcrumb, read from its title document before slimming: the
 * catalog gives it to the rows it answers itself. One parse of the plugin's file for both.
 */
export function slimIndex(text: string): { text: string; breadcrumbs: Map<string, string[]> } {
  const json: unknown = JSON.parse(text);
  assertShape(json);
  const breadcrumbs = new Map(
    json[0]!.documents.flatMap(({ u, b }) => (typeof u === 'string' && Array.isArray(b) ? [[u, b as string[]]] : [])),
  );
  // The first index is the pages' titles: each other document names its page by `p`.
  const pageUrls = new Map(json[0]!.documents.map((page) => [page.i, page.u]));
  for (const [type, { documents, index }] of json.entries()) {
    for (const document of documents) {
      if (type > 0 && document.u === pageUrls.get(document.p)) delete document.u;
      if (typeof document.t === 'string' && document.t.length > MAX_SECTION_TEXT) {
        document.t = `${document.t.slice(0, MAX_SECTION_TEXT).replace(/\s+\S*$/, '')} …`;
      }
    }
    for (const [, posting] of index.invertedIndex) {
      for (const [field, refs] of Object.entries(posting as Record<string, Record<string, unknown>>)) {
        if (field !== '_index') for (const ref of Object.keys(refs)) refs[ref] = {};
      }
    }
    for (const vector of index.fieldVectors) {
      // [term index, score, term index, score, …]: only the scores are rounded.
      vector[1] = vector[1].map((value, i) => (i % 2 === 1 ? Math.round(value * 10) / 10 : value));
    }
  }
  return { text: JSON.stringify(json), breadcrumbs };
}
