import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild } from '../../../lib/serveBuild.mjs';

const site = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-build-'));
fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>home</title>');

let server: Awaited<ReturnType<typeof serveBuild>>;
// Started in a hook: hooks have the shared set-up time (vitest.config.mts), a loaded machine starts Node slowly.
beforeAll(async () => {
  server = await serveBuild({ dir: site, base: '/docs/', port: 39300 });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(site, { recursive: true, force: true });
});

describe('serveBuild', () => {
  it('serves the folder under the base path, and close() resolves again once the server has exited', async () => {
    expect(await (await fetch(server.url(''))).text()).toContain('<title>home</title>');
    await server.close();
    await expect(fetch(server.url(''))).rejects.toThrow();
    // The child is gone: a second close() must not wait for an 'exit' that already happened.
    await server.close();
  });
});
