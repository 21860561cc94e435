/**
 * Production build timing: wall time and peak memory of `docusaurus build`, cold (after
 * `docusaurus clear`, so no bundler cache) and warm (straight after, with the cache).
 * Peak memory comes from GNU time when it is installed, otherwise from polling /proc for the
 * summed resident memory of the build's process tree.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';

const GNU_TIME = '/usr/bin/time';

function treeRssKiB(rootPid) {
  // Children of every process, from /proc/<pid>/stat (field 4 is the parent pid).
  const children = new Map();
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = fs.readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const queue = [rootPid];
  while (queue.length) {
    const pid = queue.pop();
    try {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      total += Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
    } catch {
      // gone
    }
    queue.push(...(children.get(pid) ?? []));
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
          if (fs.existsSync('/proc')) polledPeak = Math.max(polledPeak, treeRssKiB(child.pid));
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
        memorySource: useGnuTime ? 'GNU time' : '/proc polling',
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
