import type { ReactNode } from 'react';
import clsx from 'clsx';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { usePluginData } from '@docusaurus/useGlobalData';
import Layout from '@theme/Layout';
import Heading from '@theme/Heading';
import HomepageFeatures from '@site/src/components/HomepageFeatures';
import HomepageReaders from '@site/src/components/HomepageReaders';
import { EXPLORER_ROUTE } from '@site/config/explorer.mjs';
import styles from './index.module.css';

function HomepageHeader(): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  // The release the docs describe, from the contract (src/plugins/openapi-explorer).
  const { serviceVersion, serviceReleaseUrl } = usePluginData('openapi-explorer') as {
    serviceVersion: string;
    serviceReleaseUrl: string;
  };
  return (
    <div className={clsx('hero', styles.hero)}>
      <div className="container">
        <Heading as="h1" className="hero__title">
          {siteConfig.title}
        </Heading>
        <p className="hero__subtitle">{siteConfig.tagline}</p>
        <div className={styles.buttons}>
          <Link className="button button--primary button--lg" to="/docs/quickstart">
            Quickstart: your first call
          </Link>
          <Link className="button button--secondary button--lg" to="/docs">
            Read the docs
          </Link>
          <Link className="button button--secondary button--lg" to={`/${EXPLORER_ROUTE}`}>
            Explore the API
          </Link>
        </div>
        <p className={styles.release}>
          Service release {serviceVersion} · <Link to={serviceReleaseUrl}>What changed: API changelog</Link>
        </p>
      </div>
    </div>
  );
}

export default function Home(): ReactNode {
  return (
    <Layout
      title="Documentation of the ARGO Accounting System API"
      description="Guides and reference for the ARGO Accounting System REST API: projects, providers, installations, metric definitions, metrics and reports."
    >
      <main>
        <HomepageHeader />
        <HomepageReaders />
        <HomepageFeatures />
      </main>
    </Layout>
  );
}
