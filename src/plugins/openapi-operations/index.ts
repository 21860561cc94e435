/**
 * Keeps what the contract and the service's recorded code generate in step with them: the
 * per-operation pages, each operation's `x-since` and the operation lists of the API changelog.
 * The build fails when any of them is missing, outdated or left over, and
 * `docusaurus generate-api` (npm run generate:api) rewrites them.
 */
import fs from 'node:fs';
import type { Plugin } from '@docusaurus/types';
import { operationPageDrift, writeOperationPages } from './operationPages';
import { changelogPath, changelogWithOperations, contractWithSince, loadRecord, sinceDrift } from './releaseHistory';
import { listOperations, specPath } from './spec';

function generatedDrift(): string[] {
  const operations = listOperations();
  const record = loadRecord();
  const changelog = fs.readFileSync(changelogPath, 'utf8');
  return [
    ...operationPageDrift(operations),
    ...sinceDrift(record, operations),
    ...(changelogWithOperations(changelog, record, operations) === changelog
      ? []
      : ['docs/changelog.md: the operation lists of a release are out of date']),
  ];
}

export default function openapiOperationsPlugin(): Plugin {
  // Checked when the plugin is created, before the docs plugin reads docs/; the CLI command
  // below must still run on a stale tree, so it only fails the site commands.
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
        .description('Write the operation pages, x-since in the contract and the changelog operation lists')
        .action(() => {
          const record = loadRecord();
          const contract = fs.readFileSync(specPath, 'utf8');
          fs.writeFileSync(specPath, contractWithSince(contract, record, listOperations()));
          const operations = listOperations();
          const { pages, categories } = writeOperationPages(operations);
          const changelog = fs.readFileSync(changelogPath, 'utf8');
          fs.writeFileSync(changelogPath, changelogWithOperations(changelog, record, operations));
          console.log(
            `Wrote ${pages} operation pages and ${categories} category files under docs/api/, x-since in ${specPath} and the operation lists in docs/changelog.md.`,
          );
        });
    },
  };
}
