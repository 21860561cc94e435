#!/usr/bin/env node
/**
 * `node scripts/serve-nginx.mjs --dir build --port 4175 [--extra-dir fixtures]`: Debian's nginx
 * with deploy/nginx.conf on 127.0.0.1, from a temporary prefix it removes when stopped.
 */
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { basePath } from '../config/siteAddress.mjs';
import { renderStandalone } from './render-nginx-conf.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    base: { type: 'string', default: basePath },
    port: { type: 'string', default: '4175' },
    'extra-dir': { type: 'string' },
  },
});

function findNginx() {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx']) if (fs.existsSync(candidate)) return candidate;
  return spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' }).stdout.trim() || undefined;
}

let nginx = findNginx();
if (!nginx) {
  // Same installer as the test command's first step, for runs that skip it.
  const installer = path.resolve(import.meta.dirname, 'ensure-system-deps.sh');
  spawnSync('bash', [installer], { stdio: 'inherit' });
  nginx = findNginx();
  if (!nginx) throw new Error('nginx is not installed and could not be installed (apt-get install nginx).');
}

const prefix = fs.mkdtempSync(path.join(os.tmpdir(), 'docs-nginx-'));
let dir = path.resolve(values.dir);
if (values['extra-dir']) {
  // The served folder: every entry of the build plus the extra files, as symbolic links.
  const overlay = path.join(prefix, 'site');
  fs.mkdirSync(overlay);
  for (const source of [dir, path.resolve(values['extra-dir'])]) {
    for (const entry of fs.readdirSync(source)) fs.symlinkSync(path.join(source, entry), path.join(overlay, entry));
  }
  dir = overlay;
}

const file = path.join(prefix, 'nginx.conf');
fs.mkdirSync(path.join(prefix, 'tmp'));
fs.writeFileSync(file, renderStandalone({ dir, base: values.base, port: values.port }, prefix));

const test = spawnSync(nginx, ['-t', '-q', '-p', prefix, '-c', file], { encoding: 'utf8' });
if (test.status !== 0) {
  console.error(test.stderr);
  fs.rmSync(prefix, { recursive: true, force: true });
  process.exit(1);
}

const server = spawn(nginx, ['-p', prefix, '-c', file], { stdio: 'inherit' });
console.log(
  `nginx serving ${path.resolve(values.dir)} at http://127.0.0.1:${values.port}${values.base} (prefix ${prefix})`,
);

let stopping = false;
function stop() {
  if (stopping) return;
  stopping = true;
  server.kill('SIGQUIT'); // graceful: finish open requests, then exit
  setTimeout(() => server.kill('SIGKILL'), 3000).unref();
}
server.on('exit', (code) => {
  fs.rmSync(prefix, { recursive: true, force: true });
  process.exit(stopping ? 0 : (code ?? 1));
});
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, stop);
