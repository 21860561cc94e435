/** Publishes under {base}openapi/ the contract, a Postman collection and the explorer with a self-hosted Swagger UI. */
import fs from 'node:fs/promises';
import path from 'node:path';
import yaml from 'js-yaml';
import { operationsOf, type Json } from '../../../lib/contractOperations.mjs';
import type { LoadContext, Plugin } from '@docusaurus/types';
import {
  apiEnvironments,
  listOperations,
  loadSpec,
  serviceVersion,
  specPath,
  tagOrder,
} from '../openapi-operations/spec';
import { explorerFragment, inReadingOrder, operationRoute } from '../openapi-operations/collections';
import { pathSegments } from '../openapi-operations/operationMdast';
import { releaseUrl } from '../openapi-operations/releaseHistory';
import { buildPostmanFiles, postmanFiles } from './postman';
import { EXPLORER_DIR, EXPLORER_ROUTE } from '../../../config/explorer.mjs';

// Not the standalone preset: its top bar would be hidden anyway, and it costs 80 KiB gzip.
const SWAGGER_FILES = ['swagger-ui-bundle.js', 'swagger-ui.css'];

/** The contract prepared for Swagger UI (see explorerSpec); the downloads stay as written. */
const explorerSpecFile = 'explorer-spec.json';

/** One operation in the explorer's list, shown before (or instead of) Swagger UI. */
export interface ExplorerOperation {
  operationId: string;
  method: string;
  /** The path cut before each inner slash, where it may wrap. */
  pathSegments: string[];
  summary: string;
  /** Swagger UI's deep link (`#/Tag/operationId`). */
  fragment: string;
  /** The operation's reference page, below the base path (`docs/api/…`). */
  route: string;
}

/** What the explorer page renders (src/components/ApiExplorer), written at build time. */
export interface ExplorerData {
  /** The release of the service the contract describes (`info.x-service-version`). */
  serviceVersion: string;
  /** Its entry in the changelog. */
  serviceReleaseUrl: string;
  /** Where the contract prepared for Swagger UI, Swagger UI's files and the page's styles are. */
  specUrl: string;
  swaggerUrl: string;
  styleUrl: string;
  /** Swagger UI of each environment, where readers can authorise and send requests. */
  environments: Array<{ name: string; url: string }>;
  downloads: Array<{ label: string; url: string }>;
  /** The operations by contract tag, in the one tag order (tagOrder), each group in reading order. */
  groups: Array<{ tag: string; operations: ExplorerOperation[] }>;
}

export function explorerData(baseUrl: string): ExplorerData {
  const files = `${baseUrl}${EXPLORER_DIR}/`;
  const operations = inReadingOrder(listOperations());
  return {
    serviceVersion: serviceVersion(),
    serviceReleaseUrl: releaseUrl(serviceVersion()),
    specUrl: `${files}${explorerSpecFile}`,
    swaggerUrl: `${files}swagger-ui/`,
    styleUrl: `${files}explorer.css`,
    environments: (loadSpec().servers ?? []).map((server: { url: string; description?: string }) => ({
      name: server.description ?? server.url,
      url: `${server.url.replace(/\/$/, '')}/swagger-ui`,
    })),
    downloads: [
      { label: 'OpenAPI (YAML)', url: `${files}accounting-system.yaml` },
      { label: 'OpenAPI (JSON)', url: `${files}accounting-system.json` },
      { label: 'Postman collection', url: `${files}${postmanFiles.collection}` },
      ...apiEnvironments().map(({ value, label }) => ({
        label: `Postman environment for ${label}`,
        url: `${files}${postmanFiles.environment(value)}`,
      })),
    ],
    groups: tagOrder()
      .map((tag) => ({
        tag,
        operations: operations
          .filter((op) => op.tag === tag)
          .map((op) => ({
            operationId: op.operationId,
            method: op.method,
            pathSegments: pathSegments(op.path),
            summary: op.summary,
            fragment: explorerFragment(op.tag, op.operationId),
            route: operationRoute(op.operationId),
          })),
      }))
      .filter((group) => group.operations.length > 0),
  };
}

/** The contract for Swagger UI: parsed already, each operation linking its reference page. */
function explorerSpec(referenceUrl: (operationId: string) => string): Json {
  const spec = structuredClone(loadSpec());
  // Swagger UI's badge shows `info.version`: make it the release the docs describe.
  spec.info = { ...spec.info, version: serviceVersion(spec) };
  for (const { operation } of operationsOf(spec)) {
    operation.externalDocs = {
      description: 'Reference page in the documentation',
      url: referenceUrl(operation.operationId),
    };
  }
  return spec;
}

export default function openapiExplorerPlugin(context: LoadContext): Plugin {
  return {
    name: 'openapi-explorer',
    async contentLoaded({ actions }) {
      const content = explorerData(context.baseUrl);
      // A page of the app, so it has the site's navbar, search and footer; Swagger UI loads only here.
      const data = await actions.createData('explorer.json', JSON.stringify(content));
      actions.addRoute({
        path: `${context.baseUrl}${EXPLORER_ROUTE}`,
        component: '@site/src/components/ApiExplorer',
        modules: { data },
        exact: true,
      });
      actions.setGlobalData({ serviceVersion: content.serviceVersion, serviceReleaseUrl: content.serviceReleaseUrl });
    },
    async postBuild({ outDir }) {
      const target = path.join(outDir, EXPLORER_DIR);
      await fs.mkdir(path.join(target, 'swagger-ui'), { recursive: true });
      const swaggerDir = path.dirname(require.resolve('swagger-ui-dist/package.json'));
      await Promise.all(
        SWAGGER_FILES.map((file) => fs.copyFile(path.join(swaggerDir, file), path.join(target, 'swagger-ui', file))),
      );
      await fs.copyFile(path.join(__dirname, 'static', 'explorer.css'), path.join(target, 'explorer.css'));
      // Absolute: Swagger UI resolves a relative link against the selected API server, and Postman has no site.
      const referenceUrl = (operationId: string) =>
        `${context.siteConfig.url}${context.baseUrl}${operationRoute(operationId)}`;
      const source = await fs.readFile(specPath, 'utf8');
      await fs.writeFile(path.join(target, 'accounting-system.yaml'), source);
      await fs.writeFile(path.join(target, 'accounting-system.json'), JSON.stringify(yaml.load(source), null, 2));
      await fs.writeFile(path.join(target, explorerSpecFile), JSON.stringify(explorerSpec(referenceUrl)));
      const postman = await buildPostmanFiles(source, referenceUrl);
      await fs.writeFile(path.join(target, postmanFiles.collection), JSON.stringify(postman.collection, null, 2));
      await Promise.all(
        postman.environments.map((env) =>
          fs.writeFile(path.join(target, postmanFiles.environment(env.key)), JSON.stringify(env.json, null, 2)),
        ),
      );
    },
  };
}
