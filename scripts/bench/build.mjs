/** Wall time and peak memory of a cold and a warm build; memory only where GNU time (/usr/bin/time) is installed. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { EXPLORER_DIR } from '../../config/explorer.mjs';

const GNU_TIME = '/usr/bin/time';

/** Runs one command, returning wall seconds and peak resident memory in MiB. */
function timed(command, args, { cwd, env }) {
  const useGnuTime = fs.existsSync(GNU_TIME) && process.platform === 'linux';
  const timeFile = path.join(os.tmpdir(), `bench-time-${process.pid}-${Date.now()}.txt`);
  const [cmd, cmdArgs] = useGnuTime ? [GNU_TIME, ['-v', '-o', timeFile, command, ...args]] : [command, args];
  const started = process.hrtime.bigint();
  const run = spawnSync(cmd, cmdArgs, { cwd, env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 });
  const seconds = Number(process.hrtime.bigint() - started) / 1e9;
  if (run.status !== 0) {
    throw new Error(`${command} ${args.join(' ')} failed (${run.status}):\n${(run.stdout + run.stderr).slice(-3000)}`);
  }
  const report = useGnuTime ? fs.readFileSync(timeFile, 'utf8') : '';
  fs.rmSync(timeFile, { force: true });
  const peakKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(report)?.[1] ?? 0);
  return {
    seconds: Math.round(seconds * 10) / 10,
    peakMiB: useGnuTime ? Math.round(peakKiB / 1024) : null,
    memorySource: useGnuTime ? 'GNU time' : `no ${GNU_TIME}`,
  };
}

export function timeBuilds({ repoRoot, outDir, env }) {
  const docusaurus = path.join(repoRoot, 'node_modules/.bin/docusaurus');
  const clear = spawnSync(docusaurus, ['clear'], { cwd: repoRoot, env, encoding: 'utf8' });
  if (clear.status !== 0) throw new Error(`docusaurus clear failed:\n${clear.stderr}`);
  const cold = timed(docusaurus, ['build', '--out-dir', outDir], { cwd: repoRoot, env });
  const warm = timed(docusaurus, ['build', '--out-dir', outDir], { cwd: repoRoot, env });
  return { cold, warm };
}

/** Size of the built site, split by what the files are. */
export function outputSize(buildDir) {
  const groups = {};
  const bump = (name, raw, gzip) => {
    groups[name] ??= { files: 0, raw: 0, gzip: 0 };
    groups[name].files += 1;
    groups[name].raw += raw;
    groups[name].gzip += gzip;
  };
  for (const relative of fs.readdirSync(buildDir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(buildDir, relative);
    if (!fs.statSync(file).isFile()) continue;
    const body = fs.readFileSync(file);
    const gzip = zlib.gzipSync(body).length;
    let group = 'other';
    if (relative.startsWith(`${EXPLORER_DIR}/`)) group = 'explorer + contract';
    else if (/^search-index.*\.json$/.test(relative)) group = 'search index';
    else if (relative.endsWith('.js')) group = 'js';
    else if (relative.endsWith('.css')) group = 'css';
    else if (relative.endsWith('.html')) group = 'html';
    else if (/\.(svg|png|jpe?g|webp|ico|woff2?)$/.test(relative)) group = 'images and fonts';
    bump(group, body.length, gzip);
    bump('total', body.length, gzip);
  }
  return groups;
}
