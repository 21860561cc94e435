import { useEffect, useState, type ChangeEvent, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Layout from '@theme/Layout';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { translate } from '@docusaurus/Translate';
import { usePluralForm } from '@docusaurus/theme-common';
import { useHistory, useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import { MainLandmarkProvider } from '@site/src/components/MainLandmark';
import { MAX_QUERY_LENGTH, SHORTENED_FLAG } from '@site/src/plugins/endpoint-search/client/queryLimit';
import Link from '@docusaurus/Link';
import {
  fetchIndexesByWorker,
  loadSearchCatalog,
  searchPages,
} from '@site/src/plugins/endpoint-search/client/searchByWorker';
import { helpWords, noResultHelp } from '@site/src/plugins/endpoint-search/client/noResultHelp';
import type { SearchCatalog, SearchResult } from '@site/src/plugins/endpoint-search/client/types';
import SearchResultItem from './SearchResultItem';
import styles from './styles.module.css';

/** The search page shows up to this many results, as the plugin's page did. */
const PAGE_RESULTS = 100;

/** The plugin's worker, this site's ranking, results with their kind and a snippet. */
export default function SearchPage(): ReactNode {
  const {
    siteConfig: { baseUrl },
  } = useDocusaurusContext();
  const { selectMessage } = usePluralForm();
  // The query lives in ?q= (this site has no doc versions or search contexts).
  const location = useLocation();
  const history = useHistory();
  const searchValue = (useIsBrowser() && new URLSearchParams(location.search).get('q')) || '';
  const [query, setQuery] = useState(searchValue);
  const [results, setResults] = useState<SearchResult[] | undefined>();
  const [catalog, setCatalog] = useState<SearchCatalog | null>(null);
  const [shortened, setShortened] = useState(false);

  useEffect(() => {
    if (searchValue && searchValue !== query) setQuery(searchValue);
    // Only a new URL value should overwrite what the reader typed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [searchValue]);

  useEffect(() => {
    setShortened(document.documentElement.getAttribute(SHORTENED_FLAG) === 'true');
    // Starts loading the index as the page opens, before the reader types.
    void fetchIndexesByWorker(baseUrl, '');
  }, [baseUrl]);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (query) params.set('q', query);
    else params.delete('q');
    history.replace({ search: params.toString() });
    if (!query) {
      setResults(undefined);
      return undefined;
    }
    let current = true;
    // Results and catalog arrive in one render, so descriptions never push results down later.
    Promise.all([
      searchPages(baseUrl, '', query, PAGE_RESULTS),
      loadSearchCatalog().catch(() => null), // without it, results show no description
    ]).then(([found, loaded]) => {
      if (!current) return;
      setCatalog(loaded);
      setResults(found);
    });
    return () => {
      current = false;
    };
    // Only the query changes the URL; the location it reads changes with every replace.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [query, baseUrl]);

  const title = query
    ? translate({ id: 'theme.SearchPage.existingResultsTitle', message: 'Search results for "{query}"' }, { query })
    : translate({ id: 'theme.SearchPage.emptyResultsTitle', message: 'Search the documentation' });

  const notice = shortened ? (
    <p className="alert alert--info margin--md" role="status">
      Search queries are limited to {MAX_QUERY_LENGTH} characters, so yours was shortened.
    </p>
  ) : undefined;

  return (
    <MainLandmarkProvider notice={notice}>
      <Layout>
        <Head>
          <title>{title}</title>
          <meta property="robots" content="noindex, follow" />
          <meta
            name="description"
            content="Search the Accounting System API documentation: guides, API reference and policies."
          />
        </Head>
        <div className="container margin-vert--lg">
          <h1>{title}</h1>
          <input
            type="search"
            name="q"
            className={styles.queryInput}
            aria-label="Search"
            maxLength={MAX_QUERY_LENGTH}
            value={query}
            autoComplete="off"
            onChange={(event: ChangeEvent<HTMLInputElement>) => setQuery(event.target.value)}
          />
          {/* One status line (loading, then the count): nothing below moves when results arrive. */}
          {query ? (
            <p role="status">
              {!results
                ? translate({ id: 'theme.SearchPage.loading', message: 'Loading…' })
                : results.length > 0
                  ? selectMessage(
                      results.length,
                      translate(
                        {
                          id: 'theme.SearchPage.documentsFound.plurals',
                          message: '1 document found|{count} documents found',
                        },
                        { count: results.length },
                      ),
                    )
                  : helpWords(query).nothing}
            </p>
          ) : null}
          {results?.length === 0 && catalog ? (
            // The rows the search box offers, after the one the status line already says.
            <nav aria-label={helpWords(query).suggested} className={styles.help}>
              <p>{helpWords(query).hint}</p>
              <ul>
                {noResultHelp(query, catalog, `${baseUrl}search`)
                  .slice(1)
                  .map(({ document }) => (
                    <li key={document.i}>
                      {document.b}: <Link to={document.u}>{document.t}</Link>
                    </li>
                  ))}
              </ul>
            </nav>
          ) : null}
          <section aria-label="Results" className={styles.results}>
            {results?.map((result) => (
              <SearchResultItem key={`${result.type}-${result.document.i}`} result={result} catalog={catalog} />
            ))}
          </section>
        </div>
      </Layout>
    </MainLandmarkProvider>
  );
}
