#!/usr/bin/env node
// npm run service:diff -- <checkout>   the service's code against openapi/accounting-system.yaml
// npm run service:record -- <git dir>  writes openapi/service-record.json from the service's history,
//                                       and the code's messages to scripts/service/service-messages.json
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import yaml from 'js-yaml';
import { operationKey } from '../../lib/contractOperations.mjs';
import { CONTRACT, DELIBERATE, RECORD, RECORD_MESSAGES, REPO_ROOT as repoRoot } from './files.mjs';
import { compareOperations, contractOperations, formatDifference } from './compare.mjs';
import { quotedMessages, unsaidQuotes } from './quotedMessages.mjs';
import { headCommit, readCheckout, readCommit, releaseCommits } from './serviceSource.mjs';

/** @typedef {import('./javaEndpoints.mjs').CodeOperation} CodeOperation */
/** @typedef {import('./javaEndpoints.mjs').JsonTypes} JsonTypes */
/** @typedef {import('./compare.mjs').Deliberate} Deliberate */
/** @typedef {import('./quotedMessages.mjs').Quote} Quote */

export const formatUnsaid = (/** @type {Quote} */ { where, quote }) =>
  `${where}: the service's code does not say "${quote}"`;

const readDeliberate = () => /** @type {Required<Deliberate>} */ (JSON.parse(readFileSync(DELIBERATE, 'utf8')));

/**
 * The JSON API: HTML helper pages and operations the contract leaves out on purpose do not count.
 * @param {CodeOperation[]} operations
 * @param {Required<Deliberate>} deliberate
 */
export function apiOperations(operations, deliberate) {
  const leftOut = new Set(
    deliberate.operations.filter((entry) => entry.field === 'operation').map((entry) => entry.operation),
  );
  return operations.filter((operation) => !operation.html && !leftOut.has(operationKey(operation)));
}

/** @param {string} checkout */
function diff(checkout) {
  const started = performance.now();
  const deliberate = readDeliberate();
  const service = readCheckout(checkout);
  const code = service.operations.filter((operation) => !operation.html);
  const contract = contractOperations(yaml.load(readFileSync(CONTRACT, 'utf8')));
  const { differences, unused, fieldsCompared } = compareOperations(code, contract, deliberate, service.types);
  for (const line of differences.map(formatDifference)) console.log(line);
  for (const entry of unused)
    console.log(`deliberate difference no longer seen, remove it: ${entry.operation} (${entry.field})`);
  const quotes = quotedMessages(repoRoot, CONTRACT);
  const messages = unsaidQuotes(quotes, service.messages, deliberate.messages);
  for (const line of messages.unsaid.map(formatUnsaid)) console.log(line);
  for (const entry of messages.unused) console.log(`deliberate message no longer quoted, remove it: ${entry.quote}`);
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const count = differences.length + unused.length + messages.unsaid.length + messages.unused.length;
  console.log(
    `service:diff: ${code.length} operations in the code, ${contract.length} in the contract, ${fieldsCompared} body fields and ${quotes.length} quoted messages compared, ${count} difference(s) (${seconds} s)`,
  );
  return count === 0 ? 0 : 1;
}

/**
 * The record (openapi/service-record.json): the site reads its releases, the diff its operations.
 * @typedef {import('../../src/plugins/openapi-operations/releaseHistory').ServiceRecord
 *   & { operations: CodeOperation[], types: JsonTypes }} ServiceRecord
 */

/**
 * One operation per line, so a new release shows as a readable diff of the record.
 * @param {ServiceRecord} record
 */
function recordText(record) {
  const lines = (/** @type {unknown[]} */ items) => items.map((item) => `    ${JSON.stringify(item)}`).join(',\n');
  const releases = record.releases.map(({ operations, ...release }) => {
    const entries = Object.entries(operations).map(
      ([key, source]) => `        ${JSON.stringify(key)}: ${JSON.stringify(source)}`,
    );
    return `    {\n      ${JSON.stringify(release).slice(1, -1)},\n      "operations": {\n${entries.join(',\n')}\n      }\n    }`;
  });
  const types = Object.entries(record.types).map(
    ([name, type]) => `    ${JSON.stringify(name)}: ${JSON.stringify(type)}`,
  );
  return `{\n  "source": ${JSON.stringify(record.source)},\n  "commit": ${JSON.stringify(record.commit)},\n  "operations": [\n${lines(record.operations)}\n  ],\n  "types": {\n${types.join(',\n')}\n  },\n  "releases": [\n${releases.join(',\n')}\n  ]\n}\n`;
}

/**
 * @param {string} gitDir
 * @param {string} rev
 */
function record(gitDir, rev) {
  const deliberate = readDeliberate();
  const commit = headCommit(gitDir, rev);
  // Every JSON operation, the deliberately undocumented ones too, so the diff can run on the record.
  const { operations: all, types, messages } = readCommit(gitDir, commit);
  const operations = all.filter((operation) => !operation.html);
  const releases = releaseCommits(gitDir, rev).map(({ version, date, commit: releaseCommit }) => ({
    version,
    date,
    commit: releaseCommit,
    operations: Object.fromEntries(
      apiOperations(readCommit(gitDir, releaseCommit).operations, deliberate).map((operation) => [
        operationKey(operation),
        operation.source,
      ]),
    ),
  }));
  writeFileSync(RECORD, recordText({ source: 'ARGOeu/argo-accounting', commit, operations, types, releases }));
  writeFileSync(RECORD_MESSAGES, `[\n${messages.map((message) => `  ${JSON.stringify(message)}`).join(',\n')}\n]\n`);
  console.log(
    `service:record: ${operations.length} operations at ${commit.slice(0, 8)}, ${releases.length} releases → ${path.relative(process.cwd(), RECORD)}`,
  );
  console.log('Next: a changelog entry for each new release (CONTRIBUTING.md), then npm run test:unit.');
  return 0;
}

const USAGE = 'usage: cli.mjs diff <checkout of ARGOeu/argo-accounting> | cli.mjs record <its git dir> [--rev REV]';

/** @param {string[]} args */
function main([command, target, ...rest]) {
  if (target && command === 'diff') return diff(target);
  if (target && command === 'record') return record(target, rest[0] === '--rev' && rest[1] ? rest[1] : 'HEAD');
  console.error(USAGE);
  return 2;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (error) {
    console.error(`service: ${/** @type {Error} */ (error).message}`);
    process.exitCode = 2;
  }
}
