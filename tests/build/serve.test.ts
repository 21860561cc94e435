/**
 * `npm run serve` (README's first command) serves the build as a production host would: under
 * the base path, compressed, with clean URLs and a real 404. Lighthouse figures taken against
 * it match the benchmark's only if it compresses.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { base } from './site';

const repoRoot = path.resolve(__dirname, '../..');
const serveScript: string = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts.serve;

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}

let server: ChildProcess;
let origin: string;

beforeAll(async () => {
  expect(serveScript).toMatch(/--port \d+/);
  const port = await freePort();
  origin = `http://127.0.0.1:${port}`;
  // The script as README runs it, on a free port instead of its fixed one; without a shell, so
  // stopping it stops the server.
  const [command, ...args] = serveScript.replace(/--port \d+/, `--port ${port}`).split(/\s+/);
  server = spawn(command!, args, { cwd: repoRoot, env: { ...process.env, BASE_URL: base } });
  const started = Date.now();
  for (;;) {
    const ready = await fetch(`${origin}${base}`).then(
      () => true,
      () => false,
    );
    if (ready) break;
    if (Date.now() - started > 10_000) throw new Error(`npm run serve did not answer on ${origin} within 10 s`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
});

afterAll(() => {
  server?.kill();
});

describe('npm run serve', () => {
  it('answers pages, scripts and styles gzip-compressed when the browser accepts it', async () => {
    const html = await fetch(`${origin}${base}docs/api/metric`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(html.status).toBe(200);
    expect(html.headers.get('content-encoding')).toBe('gzip');
    const script = /<script[^>]+src="?([^"\s>]+main\.[0-9a-f]+\.js)/.exec(await html.text())?.[1];
    expect(script, 'the page names its main bundle').toBeTruthy();
    const js = await fetch(new URL(script!, origin), { headers: { 'Accept-Encoding': 'gzip' } });
    expect(js.headers.get('content-encoding')).toBe('gzip');
  });

  it('redirects .html addresses to clean URLs and answers unknown paths with the 404 page', async () => {
    const redirect = await fetch(`${origin}${base}docs/api/metric.html`, { redirect: 'manual' });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.get('location')).toBe(`${base}docs/api/metric`);
    const missing = await fetch(`${origin}${base}docs/no-such-page`);
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Page not found');
  });
});
