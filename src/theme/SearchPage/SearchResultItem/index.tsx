import type { ReactNode } from 'react';
import Link from '@docusaurus/Link';
import { highlight } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlight';
import { highlightStemmed } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/highlightStemmed';
import { getStemmedPositions } from '@easyops-cn/docusaurus-search-local/dist/client/client/utils/getStemmedPositions';
import type { SearchCatalog, SearchResult } from '@site/src/plugins/endpoint-search/client/types';
import styles from './styles.module.css';

// The plugin's document types (its SearchDocumentType enum).
const TITLE = 0;
const DESCRIPTION = 2;
const KEYWORDS = 3;
const CONTENT = 4;
const SNIPPET_LENGTH = 160;

function shorten(text: string): string {
  return text.length > SNIPPET_LENGTH ? `${text.slice(0, SNIPPET_LENGTH).replace(/\s+\S*$/, '')}…` : text;
}

/**
 * One search result: the matched title or section as a link, whether it is Reference or a Guide,
 * where it sits in the docs, and a snippet. The plugin's helpers escape the text before marking
 * the matched words, so the HTML below holds no markup from the index.
 */
export default function SearchResultItem({
  result,
  catalog,
}: {
  result: SearchResult;
  catalog: SearchCatalog | null;
}): ReactNode {
  const { document, type, page, tokens, metadata } = result;
  const pageDocument = type === TITLE || !page ? document : page;
  const kind = catalog?.pages[document.u]?.kind ?? (/\/docs\/api\//.test(document.u) ? 'reference' : 'guide');
  const linkText =
    type === CONTENT || type === DESCRIPTION || type === KEYWORDS
      ? highlight(document.s ?? pageDocument.t, tokens)
      : highlightStemmed(document.t, getStemmedPositions(metadata, 't'), tokens, 100);
  const breadcrumb = [...(pageDocument.b ?? []), ...(type === TITLE ? [] : [pageDocument.t])];
  // Text matches carry their own passage; a title, heading or keyword match shows the page's
  // description, so every result says what the page is about.
  const snippet =
    type === CONTENT || type === DESCRIPTION
      ? highlightStemmed(document.t, getStemmedPositions(metadata, 't'), tokens, 100)
      : highlight(shorten(catalog?.pages[document.u]?.description ?? ''), tokens);
  const search =
    tokens.length > 0 ? `?${tokens.map((token) => `_highlight=${encodeURIComponent(token)}`).join('&')}` : '';

  return (
    <article className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link to={document.u + search + (document.h ?? '')} dangerouslySetInnerHTML={{ __html: linkText }} />
      </h2>
      <p className={styles.resultPath}>
        <span className={kind === 'reference' ? styles.kindReference : styles.kindGuide}>
          {kind === 'reference' ? 'Reference' : 'Guide'}
        </span>
        {breadcrumb.join(' › ')}
      </p>
      {snippet ? <p className={styles.resultSnippet} dangerouslySetInnerHTML={{ __html: snippet }} /> : null}
    </article>
  );
}
