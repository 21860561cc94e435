import type { ReactNode } from 'react';
import StructuredData from '@theme-original/DocBreadcrumbs/StructuredData';
import type StructuredDataType from '@theme/DocBreadcrumbs/StructuredData';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { applyTrailingSlash } from '@docusaurus/utils-common';

type Props = WrapperProps<typeof StructuredDataType>;

/**
 * The theme's BreadcrumbList with each address as links and canonical URLs give it: the theme
 * takes the sidebar's hrefs as they are, and the docs root's ends in a slash (`trailingSlash`).
 */
export default function StructuredDataWrapper({ breadcrumbs }: Props): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const canonical = breadcrumbs.map((item) =>
    item.href ? { ...item, href: applyTrailingSlash(item.href, siteConfig) } : item,
  );
  return <StructuredData breadcrumbs={canonical} />;
}
