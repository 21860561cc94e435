/**
 * Publishes the OpenAPI contract and a self-hosted Swagger UI explorer with the build:
 *   {base}openapi/accounting-system.yaml and .json  (the contract, downloadable)
 *   {base}openapi/explore and explore.html          (Swagger UI from the swagger-ui-dist package)
 * Nothing is vendored in git and nothing is loaded from a CDN.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { specPath } from '../openapi-operations/spec';
import { siteMetadata, socialCard } from '../../../config/seo';

// The standalone preset only adds a top bar with a URL box the page hides anyway; without it
// the page loads 80 KiB (gzip) less JavaScript.
const SWAGGER_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css'];

/** Where the explorer is published, relative to the base path (other plugins read these). */
export const explorerOutputDir = 'openapi';
export const explorerRoute = `${explorerOutputDir}/explore`;

/** Link-preview tags for the explorer, which is built outside the React app (config/seo.ts). */
function previewTags(pageTitle: string, description: string, pageUrl: string, imageUrl: string): string {
  const tags = [
    `<link rel="canonical" href="${pageUrl}">`,
    ...siteMetadata.map((tag) =>
      'property' in tag
        ? `<meta property="${tag.property}" content="${tag.content}">`
        : `<meta name="${tag.name}" content="${tag.content}">`,
    ),
    `<meta property="og:url" content="${pageUrl}">`,
    `<meta property="og:title" content="${pageTitle}">`,
    `<meta property="og:description" content="${description}">`,
    `<meta property="og:image" content="${imageUrl}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    `<meta name="twitter:image" content="${imageUrl}">`,
  ];
  return tags.join('\n');
}

export function explorerHtml(baseUrl: string, title: string, siteUrl: string): string {
  const assets = `${baseUrl}openapi/swagger-ui/`;
  const pageTitle = `Explore the API | ${title}`;
  const description = 'Interactive reference of the Accounting System API, rendered from its OpenAPI 3 contract.';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${pageTitle}</title>
<meta name="description" content="${description}">
${previewTags(pageTitle, description, `${siteUrl}${baseUrl}openapi/explore`, `${siteUrl}${baseUrl}${socialCard.path}`)}
<link rel="icon" href="${baseUrl}img/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${assets}swagger-ui.css">
<link rel="stylesheet" href="${baseUrl}openapi/explorer.css">
</head>
<body>
<a class="explorer-skip-link" href="#operations">Skip to the operations</a>
<header class="explorer-header"><a href="${baseUrl}">← Accounting System API Documentation</a> <a href="${baseUrl}openapi/accounting-system.yaml" download>Download the OpenAPI document (YAML)</a> <a href="${baseUrl}openapi/accounting-system.json" download>(JSON)</a></header>
<!-- Swagger UI renders its own <main> for the operations, so its container is a plain div;
     explorer-init.js gives the parts outside that <main> region landmarks. -->
<div id="swagger-ui" data-spec-url="${baseUrl}openapi/accounting-system.yaml"><noscript>The explorer needs JavaScript. The same contract is in the <a href="${baseUrl}docs/category/accounting-system-collections">API reference pages</a>.</noscript></div>
<script src="${assets}swagger-ui-bundle.js"></script>
<script src="${baseUrl}openapi/explorer-init.js"></script>
</body>
</html>
`;
}

export default function openapiExplorerPlugin(context: LoadContext): Plugin {
  return {
    name: 'openapi-explorer',
    async postBuild({ outDir }) {
      const target = path.join(outDir, explorerOutputDir);
      await fs.mkdir(path.join(target, 'swagger-ui'), { recursive: true });
      const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
      await Promise.all(
        SWAGGER_FILES.map((file) => fs.copyFile(path.join(swaggerDir, file), path.join(target, 'swagger-ui', file))),
      );
      await Promise.all(
        ['explorer-init.js', 'explorer.css'].map((file) =>
          fs.copyFile(path.join(__dirname, 'static', file), path.join(target, file)),
        ),
      );
      const source = await fs.readFile(specPath, 'utf8');
      await fs.writeFile(path.join(target, 'accounting-system.yaml'), source);
      await fs.writeFile(path.join(target, 'accounting-system.json'), JSON.stringify(yaml.load(source), null, 2));
      const html = explorerHtml(context.baseUrl, context.siteConfig.title, context.siteConfig.url);
      await fs.writeFile(path.join(target, 'explore.html'), html);
      await fs.mkdir(path.join(target, 'explore'), { recursive: true });
      await fs.writeFile(path.join(target, 'explore', 'index.html'), html);
    },
  };
}
