/**
 * Keeps the per-operation pages in step with the contract: the build fails when a generated
 * page is missing, outdated or left over, and `docusaurus generate-api` (npm run generate:api)
 * rewrites them.
 */
import type { Plugin } from '@docusaurus/types';
import { operationPageDrift, writeOperationPages } from './operationPages';
import { listOperations } from './spec';

export default function openapiOperationsPlugin(): Plugin {
  const drift = operationPageDrift(listOperations());
  // Checked when the plugin is created, before the docs plugin reads docs/; the CLI command
  // below must still run on a stale tree, so it only fails the site commands.
  const isGenerateCommand = process.argv.includes('generate-api');
  if (drift.length > 0 && !isGenerateCommand) {
    throw new Error(
      `The operation pages do not match openapi/accounting-system.yaml (${drift.slice(0, 5).join('; ')}${
        drift.length > 5 ? '; …' : ''
      }). Run \`npm run generate:api\` and commit docs/api/.`,
    );
  }
  return {
    name: 'openapi-operations',
    extendCli(cli) {
      cli
        .command('generate-api')
        .description('Write one page per OpenAPI operation under docs/api/<collection>/')
        .action(() => {
          const { pages, categories } = writeOperationPages(listOperations());
          console.log(`Wrote ${pages} operation pages and ${categories} category files under docs/api/.`);
        });
    },
  };
}
