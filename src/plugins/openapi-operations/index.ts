/** The build fails when the operation pages do not match the contract; `npm run generate:api` rewrites them. */
import type { Plugin } from '@docusaurus/types';
import { operationPageDrift, writeOperationPages } from './operationPages';
import { DATA_FILES } from './dataFiles';
import { listOperations } from './spec';

type BundlerConfig = Parameters<NonNullable<Plugin['configureWebpack']>>[0];

/**
 * The pages compiled from the contract and the service record read them from disk, which the
 * bundler's persistent cache cannot see: without this, a warm cache keeps pages of the old contract.
 * An unknown cache shape fails the build rather than serve stale pages.
 */
export function evictCacheOnContractChange(config: BundlerConfig): void {
  const files = [...DATA_FILES];
  const rspackCache = (config.experiments as { cache?: { buildDependencies?: string[] } } | undefined)?.cache;
  if (Array.isArray(rspackCache?.buildDependencies)) rspackCache.buildDependencies.push(...files);
  else if (typeof config.cache === 'object' && config.cache.type === 'filesystem')
    config.cache.buildDependencies = { ...config.cache.buildDependencies, contract: files };
  else if (config.cache || rspackCache)
    throw new Error(
      'openapi-operations: the bundler caches in a shape this plugin does not know; see evictCacheOnContractChange',
    );
}

export default function openapiOperationsPlugin(): Plugin {
  // Checked before the docs plugin reads docs/; not for the CLI command, which fixes a stale tree.
  const isGenerateCommand = process.argv.includes('generate-api');
  const drift = isGenerateCommand ? [] : operationPageDrift(listOperations());
  if (drift.length > 0) {
    throw new Error(
      `The operation pages do not match openapi/accounting-system.yaml (${drift
        .slice(0, 5)
        .join('; ')}${drift.length > 5 ? '; …' : ''}). Run \`npm run generate:api\` and commit the result.`,
    );
  }
  return {
    name: 'openapi-operations',
    configureWebpack(config) {
      evictCacheOnContractChange(config);
      return {};
    },
    extendCli(cli) {
      cli
        .command('generate-api')
        .description('Write the operation pages of the contract')
        .action(() => {
          const { pages, categories } = writeOperationPages(listOperations());
          console.log(`Wrote ${pages} operation pages and ${categories} category files under docs/api/.`);
        });
    },
  };
}
