import type { ReactNode } from 'react';
import Head from '@docusaurus/Head';
import Metadata from '@theme-original/DocItem/Metadata';
import type MetadataType from '@theme/DocItem/Metadata';
import type { WrapperProps } from '@docusaurus/types';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { applyTrailingSlash } from '@docusaurus/utils-common';
import { useBaseUrlUtils } from '@docusaurus/useBaseUrl';
import { useDoc } from '@docusaurus/plugin-content-docs/client';
import { useThemeConfig } from '@docusaurus/theme-common';
import { useTitleFormatter } from '@docusaurus/theme-common/internal';

type Props = WrapperProps<typeof MetadataType>;

/** What the theme leaves out of a doc's head: `og:type` article, Twitter tags, a TechArticle. */
export default function MetadataWrapper(props: Props): ReactNode {
  const { metadata, frontMatter, assets } = useDoc();
  const { siteConfig } = useDocusaurusContext();
  const { image: defaultImage } = useThemeConfig();
  const { withBaseUrl } = useBaseUrlUtils();
  // The address as the canonical link gives it: the permalink of the docs root ends in a slash.
  const url = siteConfig.url + applyTrailingSlash(metadata.permalink, siteConfig);
  // The theme's own formatter, so twitter:title always matches the page's <title>.
  const title = useTitleFormatter().format(metadata.title);
  const imagePath = assets.image ?? frontMatter.image ?? defaultImage;
  const image = imagePath ? withBaseUrl(imagePath, { absolute: true }) : undefined;
  const modified = metadata.lastUpdatedAt ? new Date(metadata.lastUpdatedAt).toISOString() : undefined;
  const article = {
    '@context': 'https://schema.org',
    '@type': 'TechArticle',
    headline: metadata.title,
    description: metadata.description,
    url,
    mainEntityOfPage: url,
    inLanguage: siteConfig.i18n.defaultLocale,
    ...(image ? { image } : {}),
    ...(modified ? { dateModified: modified } : {}),
    ...(frontMatter.keywords?.length ? { keywords: frontMatter.keywords.join(', ') } : {}),
    isPartOf: { '@type': 'WebSite', name: siteConfig.title, url: withBaseUrl('/', { absolute: true }) },
    license: 'https://creativecommons.org/licenses/by/4.0/',
  };
  return (
    <>
      <Metadata {...props} />
      <Head>
        <meta property="og:type" content="article" />
        {modified && <meta property="article:modified_time" content={modified} />}
        <meta name="twitter:title" content={title} />
        {metadata.description && <meta name="twitter:description" content={metadata.description} />}
        <script type="application/ld+json">{JSON.stringify(article)}</script>
      </Head>
    </>
  );
}
