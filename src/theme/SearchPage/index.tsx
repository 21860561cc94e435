import { useEffect, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import Link from '@docusaurus/Link';
import useBaseUrl from '@docusaurus/useBaseUrl';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { MainLandmarkProvider } from '@site/src/components/MainLandmark';
import { MAX_QUERY_LENGTH } from '@site/src/plugins/endpoint-search/client/searchBarConstants';
import * as search from '@site/src/plugins/endpoint-search/client/searchByWorker';
import { helpWords } from '@site/src/plugins/endpoint-search/client/helpWords';
import { noResultHelp } from '@site/src/plugins/endpoint-search/client/noResultHelp';
import type { SearchCatalog, SearchResult } from '@site/src/plugins/endpoint-search/client/types';
// The plugin's page's own CSS module: its query box, which this page keeps.
import pluginStyles from '@easyops-cn/docusaurus-search-local/dist/client/client/theme/SearchPage/SearchPage.module.css';
import SearchResultItem from './SearchResultItem';
import styles from './styles.module.css';

/** The search page shows up to this many results, as the plugin's page did. */
const PAGE_RESULTS = 100;

/** The plugin's worker, this site's ranking, results with their kind and a snippet. */
export default function SearchPage(): ReactNode {
  const searchPageUrl = useBaseUrl('/search');
  // The query lives in ?q= (this site has no doc versions or search contexts).
  const location = useLocation();
  const history = useHistory();
  const fromUrl = (useIsBrowser() && new URLSearchParams(location.search).get('q')) || '';
  const searchValue = fromUrl.slice(0, MAX_QUERY_LENGTH);
  const [query, setQuery] = useState(searchValue);
  // Results and catalog arrive in one render, so descriptions never push results down later.
  const [answer, setAnswer] = useState<
    { results: SearchResult[]; catalog: SearchCatalog | null; indexed: boolean } | { failed: true }
  >();
  const [shortened, setShortened] = useState(false);

  useEffect(() => {
    // An over-long ?q= reaches neither the worker nor the URL: the effect below writes it back cut.
    if (fromUrl.length > MAX_QUERY_LENGTH) setShortened(true);
    if (searchValue && searchValue !== query) setQuery(searchValue);
    // Only a new URL value should overwrite what the reader typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [fromUrl]);

  // The index loads as the page opens; a failure shows with the results, not as an unhandled rejection.
  useEffect(() => void search.fetchIndexesByWorker().catch(() => undefined), []);

  useEffect(() => {
    history.replace({ search: query ? `?q=${encodeURIComponent(query)}` : '' });
    if (!query) {
      setAnswer(undefined);
      return undefined;
    }
    let current = true;
    Promise.all([
      search.searchPages(query, PAGE_RESULTS),
      search.loadSearchCatalog().catch(() => null), // without it, results show no description
      search.loadIndex().then(
        () => true,
        () => false,
      ),
    ]).then(
      ([results, catalog, indexed]) => current && setAnswer({ results, catalog, indexed }),
      () => current && setAnswer({ failed: true }),
    );
    return () => {
      current = false;
    };
    // Only the query changes the URL.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query]);

  const failed = answer !== undefined && 'failed' in answer;
  const { results, catalog, indexed = true } = answer && !('failed' in answer) ? answer : {};
  const title = query ? `Search results for "${query}"` : 'Search the documentation';
  const help = helpWords(query);
  const notice = shortened ? (
    <p className="alert alert--info margin--md" role="status">
      Search queries are limited to {MAX_QUERY_LENGTH} characters, so yours was shortened.
    </p>
  ) : undefined;

  return (
    <MainLandmarkProvider notice={notice}>
      <Layout description="Search the Accounting System API documentation: guides, API reference and policies.">
        <Head>
          <title>{title}</title>
          <meta property="robots" content="noindex, follow" />
        </Head>
        <div className="container margin-vert--lg">
          <h1>{title}</h1>
          <input
            type="search"
            name="q"
            className={pluginStyles.searchQueryInput}
            aria-label="Search"
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            autoComplete="off"
            onChange={(event) => setQuery(event.target.value)}
          />
          {/* One status line (loading, then the count): nothing below moves when results arrive. */}
          {query ? (
            <p role="status">
              {failed
                ? help.failed
                : !results
                  ? 'Loading…'
                  : results.length > 0
                    ? `${results.length} ${results.length === 1 ? 'document' : 'documents'} found`
                    : help.nothing}
            </p>
          ) : null}
          {results && !indexed ? <p>{help.indexFailed}</p> : null}
          {results?.length === 0 && catalog ? (
            // The rows the search box offers, after the one the status line already says.
            <nav aria-label={help.suggested} className={`${styles.column} margin-bottom--md`}>
              <p>{help.hint}</p>
              <ul>
                {noResultHelp(query, catalog, searchPageUrl)
                  .slice(1)
                  .map(({ document }) => (
                    <li key={document.i}>
                      {document.b}: <Link to={document.u}>{document.t}</Link>
                    </li>
                  ))}
              </ul>
            </nav>
          ) : null}
          <section aria-label="Results" className={styles.column}>
            {results?.map((result) => (
              <SearchResultItem
                key={`${result.type}-${result.document.i}`}
                result={result}
                description={catalog?.pages[result.document.u]?.description}
              />
            ))}
          </section>
        </div>
      </Layout>
    </MainLandmarkProvider>
  );
}
