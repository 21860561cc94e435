/**
 * Publishes the OpenAPI contract, a Postman collection and a self-hosted Swagger UI explorer:
 *   {base}openapi/accounting-system.yaml and .json        (the contract, downloadable)
 *   {base}openapi/accounting-system.postman_collection.json
 *   {base}openapi/accounting-system-{test,production}.postman_environment.json
 *   {base}openapi/explore and explore.html                (Swagger UI from swagger-ui-dist)
 * Nothing is vendored in git and nothing is loaded from a CDN.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { listOperations, loadSpec, specPath } from '../openapi-operations/spec';
import { explorerFragment, operationRoute } from '../openapi-operations/collections';
import { pathSegments } from '../openapi-operations/operationMdast';
import { buildPostmanFiles, postmanFiles } from './postman';
import { siteMetadata, socialCard } from '../../../config/seo';

// The standalone preset only adds a top bar with a URL box the page hides anyway; without it
// the page loads 80 KiB (gzip) less JavaScript.
const SWAGGER_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css'];

/** Where the explorer is published, relative to the base path (other plugins read these). */
export const explorerOutputDir = 'openapi';
export const explorerRoute = `${explorerOutputDir}/explore`;
/** The contract prepared for Swagger UI (see explorerSpec); the downloads stay as written. */
const explorerSpecFile = 'explorer-spec.json';

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

/** Swagger UI of each environment, where readers can authorise and send requests. */
function environmentExplorers(): Array<{ name: string; url: string }> {
  const servers: Array<{ url: string; description?: string }> = loadSpec().servers ?? [];
  return servers.map((server) => ({
    name: server.description ?? server.url,
    url: `${server.url.replace(/\/$/, '')}/swagger-ui`,
  }));
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The operations as plain HTML, grouped by tag: what the page shows at once, on a phone and
 * without JavaScript, while Swagger UI loads (explorer-init.js swaps it in when it is ready).
 */
function operationIndex(baseUrl: string): string {
  const byTag = new Map<string, ReturnType<typeof listOperations>>();
  for (const op of listOperations()) byTag.set(op.tag, [...(byTag.get(op.tag) ?? []), op]);
  const sections = [...byTag].map(([tag, operations]) => {
    const items = operations.map(
      (op) =>
        `<li><a class="explorer-op" href="${explorerFragment(op.tag, op.operationId)}"><span class="explorer-method explorer-method--${op.method}">${op.method.toUpperCase()}</span> <code>${pathSegments(op.path).map(escapeHtml).join('<wbr>')}</code></a> <span class="explorer-summary">${escapeHtml(op.summary)}</span> <a href="${baseUrl}${operationRoute(op.operationId)}">Reference page<span class="explorer-visually-hidden">: ${escapeHtml(op.summary)}</span></a></li>`,
    );
    return `<section><h2>${escapeHtml(tag)}</h2><ul>${items.join('')}</ul></section>`;
  });
  return sections.join('\n');
}

export function explorerHtml(baseUrl: string, title: string, siteUrl: string): string {
  const assets = `${baseUrl}openapi/swagger-ui/`;
  const files = `${baseUrl}${explorerOutputDir}/`;
  const pageTitle = `Explore the API | ${title}`;
  const description = 'Interactive reference of the Accounting System API, rendered from its OpenAPI 3 contract.';
  const environments = environmentExplorers()
    .map((env) => `<a href="${env.url}">${escapeHtml(env.name)}</a>`)
    .join(' or ');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${pageTitle}</title>
<meta name="description" content="${description}">
${previewTags(pageTitle, description, `${siteUrl}${baseUrl}openapi/explore`, `${siteUrl}${baseUrl}${socialCard.path}`)}
<link rel="icon" href="${baseUrl}img/favicon.svg" type="image/svg+xml">
<link rel="stylesheet" href="${files}explorer.css">
<script src="${files}explorer-init.js" defer></script>
</head>
<body>
<a class="explorer-skip-link" href="#operations-index">Skip to the operations</a>
<header class="explorer-header">
<nav class="explorer-nav" aria-label="Explorer"><a href="${baseUrl}docs">← Back to the documentation</a></nav>
<p class="explorer-notice"><strong>Read-only explorer.</strong> It shows every operation of the contract but sends no requests and takes no token. To authorise and try calls, open the Swagger UI of an environment: ${environments}. Each operation links to its reference page.</p>
<p class="explorer-downloads">Download: <a href="${files}accounting-system.yaml" download>OpenAPI (YAML)</a> · <a href="${files}accounting-system.json" download>OpenAPI (JSON)</a> · <a href="${files}${postmanFiles.collection}" download>Postman collection</a> · Postman environment for <a href="${files}${postmanFiles.environment('test')}" download>test</a> and <a href="${files}${postmanFiles.environment('production')}" download>production</a></p>
</header>
<main id="operations-index" class="explorer-index" tabindex="-1">
<h1>Accounting System API operations</h1>
<div class="explorer-start">
<p class="explorer-status explorer-status--wide" role="status">The interactive explorer is loading; the operations are listed below meanwhile.</p>
<p class="explorer-status explorer-status--narrow" role="status">On small screens the interactive explorer (Swagger UI, about 450 KiB of script) loads when you ask for it.</p>
<p class="explorer-status--narrow"><button type="button" class="explorer-load">Open the interactive explorer</button></p>
</div>
<noscript><style>.explorer-start { display: none; }</style></noscript>
${operationIndex(baseUrl)}
</main>
<!-- Swagger UI renders its own <main id="operations">; explorer-init.js shows this container in
     place of the list above once Swagger UI has rendered, and gives its other parts landmarks. -->
<div id="swagger-ui" hidden data-spec-url="${files}${explorerSpecFile}" data-assets="${assets}"></div>
</body>
</html>
`;
}

/**
 * The contract as Swagger UI reads it: parsed already (no YAML parser at run time) and with each
 * operation's reference page as its external documentation.
 */
export function explorerSpec(siteUrl: string, baseUrl: string): Record<string, any> {
  const spec = structuredClone(loadSpec());
  for (const item of Object.values<Record<string, any>>(spec.paths ?? {})) {
    for (const operation of Object.values<Record<string, any>>(item)) {
      if (!operation?.operationId) continue;
      operation.externalDocs = {
        description: 'Reference page in the documentation',
        // Absolute: Swagger UI resolves a relative link against the selected API server.
        url: `${siteUrl}${baseUrl}${operationRoute(operation.operationId)}`,
      };
    }
  }
  return spec;
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
      const { baseUrl, siteConfig } = context;
      const source = await fs.readFile(specPath, 'utf8');
      await fs.writeFile(path.join(target, 'accounting-system.yaml'), source);
      await fs.writeFile(path.join(target, 'accounting-system.json'), JSON.stringify(yaml.load(source), null, 2));
      await fs.writeFile(path.join(target, explorerSpecFile), JSON.stringify(explorerSpec(siteConfig.url, baseUrl)));
      const postman = await buildPostmanFiles(
        source,
        (operationId) => `${siteConfig.url}${baseUrl}${operationRoute(operationId)}`,
      );
      await fs.writeFile(path.join(target, postmanFiles.collection), JSON.stringify(postman.collection, null, 2));
      await Promise.all(
        postman.environments.map((env) =>
          fs.writeFile(path.join(target, postmanFiles.environment(env.key)), JSON.stringify(env.json, null, 2)),
        ),
      );
      const html = explorerHtml(baseUrl, siteConfig.title, siteConfig.url);
      await fs.writeFile(path.join(target, 'explore.html'), html);
      await fs.mkdir(path.join(target, 'explore'), { recursive: true });
      await fs.writeFile(path.join(target, 'explore', 'index.html'), html);
    },
  };
}
