import Link from '@docusaurus/Link';
import { positionsOf } from '@site/src/plugins/endpoint-search/client/rankedSearch';
import type { SearchResult } from '@site/src/plugins/endpoint-search/client/types';
import styles from './styles.module.css';

// The plugin's document types (its SearchDocumentType enum): title, heading, description, keywords, content.
const [TITLE, , DESCRIPTION, KEYWORDS, CONTENT] = [0, 1, 2, 3, 4];
const SNIPPET_LENGTH = 160;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The text as HTML, escaped, the words that start with a token marked; a long text cut around its first match. */
function marked(text: string, tokens: readonly string[]): string {
  const positions = positionsOf(text, tokens);
  const from = Math.max(0, Math.min((positions[0]?.[0] ?? 0) - 20, text.length - SNIPPET_LENGTH));
  const to = Math.min(text.length, from + SNIPPET_LENGTH);
  let [html, at] = [from > 0 ? '…' : '', from];
  for (const [start, length] of positions.filter(([start, length]) => start >= from && start + length <= to)) {
    html += `${escape(text.slice(at, start))}<mark>${escape(text.slice(start, start + length))}</mark>`;
    at = start + length;
  }
  return `${html}${escape(text.slice(at, to))}${to < text.length ? '…' : ''}`;
}

/** A result: its link, Reference or Guide, its place in the docs, and the passage matched or the page's description. */
export default function SearchResultItem({ result, description = '' }: { result: SearchResult; description?: string }) {
  const { document, type, page, tokens } = result;
  const pageDocument = type === TITLE || !page ? document : page;
  const reference = /\/docs\/api\//.test(document.u);
  const passage = type === CONTENT || type === DESCRIPTION;
  const linkText = marked(passage || type === KEYWORDS ? (document.s ?? pageDocument.t) : document.t, tokens);
  const breadcrumb = [...(pageDocument.b ?? []), ...(type === TITLE ? [] : [pageDocument.t])];
  const snippet = marked(passage ? document.t : description, tokens);
  const search = tokens.map((token) => `_highlight=${encodeURIComponent(token)}`).join('&');
  return (
    <article className={styles.result}>
      <h2 className={styles.resultTitle}>
        <Link
          to={`${document.u}${search ? `?${search}` : ''}${document.h ?? ''}`}
          dangerouslySetInnerHTML={{ __html: linkText }}
        />
      </h2>
      <p className={styles.resultPath}>
        <span className={styles.kind} data-kind={reference ? 'reference' : 'guide'}>
          {reference ? 'Reference' : 'Guide'}
        </span>
        {breadcrumb.join(' › ')}
      </p>
      {snippet ? <p className={styles.resultSnippet} dangerouslySetInnerHTML={{ __html: snippet }} /> : null}
    </article>
  );
}
