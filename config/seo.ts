import type { ThemeConfig } from '@docusaurus/preset-classic';

/** The self-hosted image every link preview shows (static/img/social-card.png, 1200×630). */
export const socialCard = {
  path: 'img/social-card.png',
  width: 1200,
  height: 630,
  alt: 'Accounting System API Documentation: collect, store and report usage metrics of research services, from projects down to installations.',
} as const;

/**
 * Site-wide `<meta>` tags added to every page. Doc pages override `og:type` with `article`
 * (src/theme/DocItem/Metadata); title, description, canonical URL and image come from the theme.
 */
export const siteMetadata = [
  { name: 'keywords', content: 'ARGO, accounting, API, REST, EOSC, metrics' },
  { property: 'og:site_name', content: 'Accounting System API Documentation' },
  { property: 'og:type', content: 'website' },
  { property: 'og:image:type', content: 'image/png' },
  { property: 'og:image:width', content: String(socialCard.width) },
  { property: 'og:image:height', content: String(socialCard.height) },
  { property: 'og:image:alt', content: socialCard.alt },
  { name: 'twitter:image:alt', content: socialCard.alt },
] satisfies ThemeConfig['metadata'];
