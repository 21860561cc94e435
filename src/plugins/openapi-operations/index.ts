/**
 * The build fails when the operation pages or an `x-since` do not match the contract and the
 * service record; `npm run generate:api` rewrites them.
 */
import fs from 'node:fs';
import type { Plugin } from '@docusaurus/types';
import { operationPageDrift, writeOperationPages } from './operationPages';
import { contractWithSince, loadRecord, sinceDrift } from './releaseHistory';
import { listOperations, specPath } from './spec';

function generatedDrift(): string[] {
  const operations = listOperations();
  return [...operationPageDrift(operations), ...sinceDrift(loadRecord(), operations)];
}

export default function openapiOperationsPlugin(): Plugin {
  // Checked before the docs plugin reads docs/; not for the CLI command, which fixes a stale tree.
  const isGenerateCommand = process.argv.includes('generate-api');
  const drift = isGenerateCommand ? [] : generatedDrift();
  if (drift.length > 0) {
    throw new Error(
      `Generated content does not match openapi/accounting-system.yaml and openapi/service-record.json (${drift
        .slice(0, 5)
        .join('; ')}${drift.length > 5 ? '; …' : ''}). Run \`npm run generate:api\` and commit the result.`,
    );
  }
  return {
    name: 'openapi-operations',
    extendCli(cli) {
      cli
        .command('generate-api')
        .description('Write the operation pages and x-since in the contract')
        .action(() => {
          const record = loadRecord();
          const contract = fs.readFileSync(specPath, 'utf8');
          fs.writeFileSync(specPath, contractWithSince(contract, record, listOperations()));
          const operations = listOperations();
          const { pages, categories } = writeOperationPages(operations);
          console.log(
            `Wrote ${pages} operation pages and ${categories} category files under docs/api/, x-since in ${specPath}.`,
          );
        });
    },
  };
}
