import Link from '@docusaurus/Link';
import { SearchDocumentType } from '@easyops-cn/docusaurus-search-local/dist/client/shared/interfaces';
import type { SearchResult } from '@site/src/plugins/endpoint-search/client/types';
import { marked } from './marked';
import styles from './styles.module.css';

const { Title: TITLE, Description: DESCRIPTION, Keywords: KEYWORDS, Content: CONTENT } = SearchDocumentType;

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
