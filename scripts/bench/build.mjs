/**
 * Wall time and peak memory of a cold (after `docusaurus clear`) and a warm build; memory from
 * GNU time, or else from polling the build's process tree with `ps`.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const GNU_TIME = '/usr/bin/time';

/** Summed resident memory (KiB) of a process and its descendants, from `ps`. */
function treeRssKiB(rootPid) {
  const { stdout } = spawnSync('ps', ['-e', '-o', 'pid=,ppid=,rss='], { encoding: 'utf8' });
  const rows = stdout
    .trim()
    .split('\n')
    .map((line) => line.trim().split(/\s+/).map(Number));
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    for (const [child, parent, rss] of rows) {
      if (child === pid) total += rss;
      if (parent === pid) queue.push(child);
    }
  }
  return total;
}

/** Runs one command, returning wall seconds and peak resident memory in MiB. */
function timed(command, args, { cwd, env }) {
  const useGnuTime = fs.existsSync(GNU_TIME) && process.platform === 'linux';
  const timeFile = path.join(os.tmpdir(), `bench-time-${process.pid}-${Date.now()}.txt`);
  const [cmd, cmdArgs] = useGnuTime ? [GNU_TIME, ['-v', '-o', timeFile, command, ...args]] : [command, args];
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const child = spawn(cmd, cmdArgs, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    let polledPeak = 0;
    const poller = useGnuTime
      ? undefined
      : setInterval(() => {
          polledPeak = Math.max(polledPeak, treeRssKiB(child.pid));
        }, 200);
    child.on('error', reject);
    child.on('exit', (code) => {
      if (poller) clearInterval(poller);
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      if (code !== 0)
        return reject(new Error(`${command} ${args.join(' ')} failed (${code}):\n${output.slice(-3000)}`));
      let peakKiB = polledPeak;
      if (useGnuTime) {
        const report = fs.readFileSync(timeFile, 'utf8');
        fs.rmSync(timeFile, { force: true });
        peakKiB = Number(/Maximum resident set size \(kbytes\): (\d+)/.exec(report)?.[1] ?? 0);
      }
      resolve({
        seconds: Math.round(seconds * 10) / 10,
        peakMiB: Math.round(peakKiB / 1024),
        memorySource: useGnuTime ? 'GNU time' : 'ps polling',
      });
    });
  });
}

export async function timeBuilds({ repoRoot, outDir, env }) {
  const docusaurus = path.join(repoRoot, 'node_modules/.bin/docusaurus');
  const clear = spawnSync(docusaurus, ['clear'], { cwd: repoRoot, env, encoding: 'utf8' });
  if (clear.status !== 0) throw new Error(`docusaurus clear failed:\n${clear.stderr}`);
  const cold = await timed(docusaurus, ['build', '--out-dir', outDir], { cwd: repoRoot, env });
  const warm = await timed(docusaurus, ['build', '--out-dir', outDir], { cwd: repoRoot, env });
  return { cold, warm };
}

function walk(dir) {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
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
  for (const file of walk(buildDir)) {
    const relative = path.relative(buildDir, file);
    const body = fs.readFileSync(file);
    const gzip = zlib.gzipSync(body).length;
    let group = 'other';
    if (relative.startsWith('openapi/')) group = 'explorer + contract';
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
