import type { ReactNode } from 'react';
import Footer from '@theme-original/DocItem/Footer';
import type FooterType from '@theme/DocItem/Footer';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import PageFeedback from '@site/src/components/PageFeedback';

type Props = WrapperProps<typeof FooterType>;

/** The theme's footer (edit link, last updated date), then the feedback line. */
export default function FooterWrapper(props: Props): ReactNode {
  const { metadata } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const repositoryUrl = siteConfig.customFields?.repositoryUrl as string;
  return (
    <>
      <Footer {...props} />
      <PageFeedback
        pageUrl={siteConfig.url + applyTrailingSlash(metadata.permalink, siteConfig)}
        pageTitle={metadata.title}
        repositoryUrl={repositoryUrl}
      />
    </>
  );
}
