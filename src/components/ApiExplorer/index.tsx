import { Fragment, useEffect, useRef, useState, type ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Link from '@docusaurus/Link';
import Layout from '@theme/Layout';
import { useColorMode } from '@docusaurus/theme-common';
import type { ExplorerData } from '@site/src/plugins/openapi-explorer';
import { whenIdle } from '@site/src/utils/whenIdle';
import { decodeOrKeep } from '@site/src/utils/decodeOrKeep';
import { addSwaggerStyles, startSwaggerUi } from './swaggerUi';
import styles from './styles.module.css';

/** Keep in step with the breakpoint in styles.module.css (which message shows before any script). */
const WIDE_SCREEN = '(min-width: 997px)';
/** Swagger UI's deep links: `#/Tag/operationId`. */
const DEEP_LINK = /^#\/([^/]+)\/([^/]+)/;

/** Swagger UI loads at once for a deep link, when idle on a wide screen, and on a phone (seconds of work) when asked. */
function useStartWhenWanted(start: () => void): void {
  useEffect(() => {
    const onHash = () => {
      if (DEEP_LINK.test(window.location.hash)) start();
    };
    window.addEventListener('hashchange', onHash);
    let cancel = () => {};
    if (DEEP_LINK.test(window.location.hash)) start();
    else if (window.matchMedia(WIDE_SCREEN).matches) {
      cancel = whenIdle(() => start());
    }
    return () => {
      window.removeEventListener('hashchange', onHash);
      cancel();
    };
  }, [start]);
}

function OperationList({ data }: { data: ExplorerData }): ReactNode {
  return data.groups.map((group) => (
    <section key={group.tag} aria-labelledby={`explorer-${group.tag.replace(/\W+/g, '-')}`}>
      <h2 id={`explorer-${group.tag.replace(/\W+/g, '-')}`}>{group.tag}</h2>
      <ul className={`clean-list ${styles.operations}`}>
        {group.operations.map((op) => (
          <li key={op.operationId}>
            <a className={styles.deepLink} href={op.fragment}>
              <span className={`api-method api-method--${op.method.toLowerCase()}`}>{op.method}</span>{' '}
              <code>
                {op.pathSegments.map((segment, index) => (
                  <Fragment key={segment + String(index)}>
                    {index > 0 && <wbr />}
                    {segment}
                  </Fragment>
                ))}
              </code>
            </a>
            <span className={styles.summary}>{op.summary}</span>
            <Link to={`/${op.route}`}>
              Reference page<span className="visually-hidden">: {op.summary}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  ));
}

/** The page's content; inside the Layout, whose providers (colour mode) it needs. */
function Explorer({ data }: { data: ExplorerData }): ReactNode {
  const root = useRef<HTMLDivElement>(null);
  const [started, setStarted] = useState(false);
  const [ready, setReady] = useState(false);
  const [failed, setFailed] = useState(false);
  const { colorMode } = useColorMode();
  const start = useRef(() => setStarted(true)).current;
  useStartWhenWanted(start);

  // Swagger UI styles `html.dark-mode`: follow the site's colour mode while this page is open.
  useEffect(() => {
    document.documentElement.classList.toggle('dark-mode', colorMode === 'dark');
    return () => document.documentElement.classList.remove('dark-mode');
  }, [colorMode]);

  useEffect(() => {
    if (!started || !root.current) return undefined;
    let current = true;
    const removeStyles = addSwaggerStyles(data.swaggerUrl);
    startSwaggerUi({
      root: root.current,
      specUrl: data.specUrl,
      swaggerUrl: data.swaggerUrl,
      operationOrder: data.groups.flatMap((group) => group.operations.map((op) => op.operationId)),
      onComplete: () => current && setReady(true),
    }).catch(() => current && setFailed(true));
    return () => {
      current = false;
      removeStyles();
    };
  }, [started, data]);

  // A deep link opens its operation once Swagger UI shows it.
  useEffect(() => {
    const match = ready && DEEP_LINK.exec(window.location.hash);
    if (match) {
      const [, tag, operationId] = match.map(decodeOrKeep);
      document.getElementById(`operations-${tag}-${operationId}`)?.scrollIntoView();
    }
  }, [ready]);

  const loading = 'The interactive explorer is loading; the operations are listed below meanwhile.';
  const failure = 'The interactive explorer could not load; the list below still works.';
  return (
    <div className={`container ${styles.page}`}>
      {/* A named region, not a <header>: the announcement bar is the page's banner already. */}
      <section className={styles.intro} aria-labelledby="explorer-title">
        <h1 id="explorer-title">Explore the API</h1>
        <p>
          Every operation of the Accounting System API as of service release{' '}
          <Link to={data.serviceReleaseUrl}>{data.serviceVersion}</Link>, read from its OpenAPI contract.
        </p>
        <p>
          <strong>Read-only explorer.</strong> It sends no requests and takes no token. To authorise and try calls, open
          the Swagger UI of an environment:{' '}
          {data.environments.map((env, index) => (
            <Fragment key={env.url}>
              {index > 0 && ' or '}
              <a href={env.url}>{env.name}</a>
            </Fragment>
          ))}
          . Each operation links to its reference page.
        </p>
        <p>
          Download:{' '}
          {data.downloads.map((file, index) => (
            <Fragment key={file.url}>
              {index > 0 && ' · '}
              <a href={file.url} download>
                {file.label}
              </a>
            </Fragment>
          ))}
        </p>
      </section>
      {!ready && (
        <main id="operations-index" className={styles.index} tabIndex={-1}>
          <div className={styles.start}>
            <p className={styles.wide} role="status">
              {failed ? failure : loading}
            </p>
            <p className={styles.narrow} role="status">
              {failed
                ? failure
                : started
                  ? loading
                  : 'On small screens the interactive explorer (Swagger UI, about 450 KiB of script) loads when you ask for it.'}
            </p>
            <p className={styles.narrow}>
              <button type="button" className="button button--primary" disabled={started} onClick={start}>
                Open the interactive explorer
              </button>
            </p>
          </div>
          <OperationList data={data} />
        </main>
      )}
      {/* Swagger UI renders into this box (its own <main id="operations"> included); React leaves its content alone. */}
      <div ref={root} id="swagger-ui" hidden={!ready} />
    </div>
  );
}

/** The API explorer: a read-only Swagger UI that replaces the server's list of operations once rendered. */
export default function ApiExplorer({ data }: { data: ExplorerData }): ReactNode {
  return (
    <Layout
      title="Explore the API"
      description="Interactive reference of the Accounting System API, rendered from its OpenAPI 3 contract."
    >
      <Head>
        <link rel="stylesheet" href={data.styleUrl} />
      </Head>
      <Explorer data={data} />
    </Layout>
  );
}
