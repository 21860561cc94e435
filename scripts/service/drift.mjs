#!/usr/bin/env node
// The weekly check of the service's newest release (.github/workflows/service-drift.yml): service:diff against
// it and, for a release the record does not know, the record regenerated, the pull request's text and
// `release=<version>` in $GITHUB_OUTPUT. Exit status: service:diff's, or 2 when the check could not run.
//   node scripts/service/drift.mjs [--repo URL|PATH] [--pr-body FILE]
import { execFileSync, spawnSync } from 'node:child_process';
import { appendFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RECORD } from './files.mjs';

const SERVICE_REPO = 'https://github.com/ARGOeu/argo-accounting.git';
const CLI = fileURLToPath(new URL('cli.mjs', import.meta.url));

/**
 * Runs `cli.mjs <args>`, echoing what it prints; its exit status and output.
 * @param {...string} args
 */
function cli(...args) {
  const run = spawnSync(process.execPath, [CLI, ...args], { encoding: 'utf8', maxBuffer: 1 << 26 });
  process.stdout.write(run.stdout);
  process.stderr.write(run.stderr);
  return { status: run.status ?? 2, output: `${run.stdout}${run.stderr}`.trim() };
}

/**
 * @param {string} release
 * @param {{ status: number, output: string }} diff
 */
function pullRequestBody(release, diff) {
  return `The service released ${release}, which \`openapi/service-record.json\` did not know. This pull request holds the record regenerated from the service's history (\`npm run service:record\`).

\`npm run service:diff\` against ${release} (exit status ${diff.status}):

\`\`\`text
${diff.output}
\`\`\`

Next: the routine "On the day the service releases" in CONTRIBUTING.md (the contract, \`info.x-service-version\`, and the changelog's entry for ${release}).
`;
}

/** @param {string[]} args */
async function main(args) {
  const option = (/** @type {string} */ name) => (args.includes(name) ? args[args.indexOf(name) + 1] : undefined);
  const repo = option('--repo') ?? process.env.SERVICE_REPO ?? SERVICE_REPO;
  const work = mkdtempSync(path.join(tmpdir(), 'service-drift-'));
  try {
    const gitDir = path.join(work, 'service.git');
    execFileSync('git', ['clone', '--bare', '--quiet', repo, gitDir]);
    const git = (/** @type {string[]} */ ...rest) =>
      execFileSync('git', ['--git-dir', gitDir, ...rest], { maxBuffer: 1 << 30 });
    const release = String(git('tag', '--list', '--sort=-version:refname'))
      .split('\n')
      .find((tag) => /^\d+\.\d+\.\d+$/.test(tag));
    if (!release) throw new Error(`${repo} has no release tag such as 1.8.1`);
    console.log(`service drift: newest release of ${repo} is ${release}`);
    const checkout = path.join(work, release);
    mkdirSync(checkout);
    execFileSync('tar', ['-x', '-C', checkout], { input: git('archive', release) });
    const diff = cli('diff', checkout);
    const known = JSON.parse(readFileSync(RECORD, 'utf8')).releases.some(
      (/** @type {{ version: string }} */ { version }) => version === release,
    );
    if (known) return diff.status;
    console.log(`service drift: the record does not know ${release}; regenerating it`);
    if (cli('record', gitDir, '--rev', release).status !== 0) throw new Error(`service:record failed on ${release}`);
    const body = option('--pr-body');
    if (body) writeFileSync(body, pullRequestBody(release, diff));
    if (process.env.GITHUB_OUTPUT) appendFileSync(process.env.GITHUB_OUTPUT, `release=${release}\n`);
    return diff.status;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

try {
  process.exitCode = await main(process.argv.slice(2));
} catch (error) {
  console.error(`service drift: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 2;
}
