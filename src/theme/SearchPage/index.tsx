import { useEffect, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import SearchPage from '@theme-original/SearchPage';
import { MainLandmarkProvider } from '@site/src/components/MainLandmark';
import { MAX_QUERY_LENGTH } from '@site/src/components/SearchLimits';
import { SHORTENED_FLAG } from '@site/src/clientModules/searchQueryLimit';

/**
 * Wraps the plugin's search page: gives it a <main> landmark, caps what the reader can type,
 * and says so when an over-long query from the URL was shortened.
 */
export default function SearchPageWrapper(): ReactNode {
  const [shortened, setShortened] = useState(false);

  useEffect(() => {
    setShortened(document.documentElement.getAttribute(SHORTENED_FLAG) === 'true');
    document.querySelector('input[type="search"][name="q"]')?.setAttribute('maxlength', String(MAX_QUERY_LENGTH));
  }, []);

  const notice = shortened ? (
    <p className="alert alert--info margin--md" role="status">
      Search queries are limited to {MAX_QUERY_LENGTH} characters, so yours was shortened.
    </p>
  ) : undefined;

  return (
    <MainLandmarkProvider notice={notice}>
      <Head>
        <meta
          name="description"
          content="Search the Accounting System API documentation: guides, API reference and policies."
        />
      </Head>
      <SearchPage />
    </MainLandmarkProvider>
  );
}
