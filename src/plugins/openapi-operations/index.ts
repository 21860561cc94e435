/** The build fails when the operation pages do not match the contract; `npm run generate:api` rewrites them. */
import type { Plugin } from '@docusaurus/types';
import { operationPageDrift, writeOperationPages } from './operationPages';
import { listOperations } from './spec';

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
