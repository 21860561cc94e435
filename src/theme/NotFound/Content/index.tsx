import type { ReactNode } from 'react';
import clsx from 'clsx';
import Head from '@docusaurus/Head';
import { PageMetadata } from '@docusaurus/theme-common';
import Link from '@docusaurus/Link';
import { useLocation } from '@docusaurus/router';
import useIsBrowser from '@docusaurus/useIsBrowser';
import Heading from '@theme/Heading';
import type { Props } from '@theme/NotFound/Content';
import { searchTermsFrom } from './searchTerms';

export default function NotFoundContent({ className }: Props): ReactNode {
  const location = useLocation();
  // The static 404.html is rendered for no particular path: path-based text appears only once
  // the page runs in the browser, so hydration matches the server HTML.
  const isBrowser = useIsBrowser();
  const pathname = isBrowser ? location.pathname : '';
  const terms = searchTermsFrom(pathname);
  return (
    <main className={clsx('container margin-vert--xl', className)}>
      {/* Here, inside the layout, so the title is not replaced by the site's default once the
          app has started (the theme sets it outside the layout, before the layout's own). */}
      <PageMetadata title="Page not found" />
      <Head>
        <meta
          name="description"
          content="This page does not exist. Find your way from the documentation home or search."
        />
      </Head>
      <div className="row">
        <div className="col col--6 col--offset-3">
          <Heading as="h1" className="hero__title">
            Page not found
          </Heading>
          <p>
            There is no page at <code>{pathname}</code>. It may have moved, or the link that brought you here has a
            typo.
          </p>
          <ul>
            <li>
              <Link to="/docs">Start from the documentation home</Link>
            </li>
            <li>
              <Link to={terms ? `/search?q=${encodeURIComponent(terms)}` : '/search'}>
                {terms ? `Search the docs for “${terms}”` : 'Search the docs'}
              </Link>
            </li>
            <li>
              <Link to="/docs/category/accounting-system-collections">Browse the API reference</Link>
            </li>
          </ul>
        </div>
      </div>
    </main>
  );
}
