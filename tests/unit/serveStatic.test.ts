/**
 * scripts/serve-static.mjs (`npm run serve`, and the server of the link check and the browser
 * tests) answers odd addresses without leaving the build folder and without falling over.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveBuild } from '../../lib/serveBuild.mjs';

// A build folder and, beside it, a folder whose name starts with the build folder's.
const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'serve-static-'));
const site = path.join(scratch, 'build');
fs.mkdirSync(site);
fs.writeFileSync(path.join(site, 'index.html'), '<title>home</title>');
fs.writeFileSync(path.join(site, '404.html'), '<title>Page not found</title>');
fs.mkdirSync(path.join(scratch, 'build-other'));
fs.writeFileSync(path.join(scratch, 'build-other', 'secret.txt'), 'not part of the site');

let server: Awaited<ReturnType<typeof serveBuild>>;
beforeAll(async () => {
  server = await serveBuild({ dir: site, base: '/docs/', port: 39320 });
});
afterAll(async () => {
  await server?.close();
  fs.rmSync(scratch, { recursive: true, force: true });
});

describe('serve-static', () => {
  it('answers an encoded "../" into a sibling folder named like the build with the 404 page', async () => {
    const response = await fetch(server.url('..%2fbuild-other/secret.txt'));
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Page not found');
  });

  it('redirects a .html address whose name holds a line break or Chinese letters, encoded, and keeps serving', async () => {
    for (const [name, encoded] of [
      ['a%0Ab.html', 'a%0Ab'],
      ['%E4%B8%AD.html', '%E4%B8%AD'],
    ]) {
      const response = await fetch(server.url(name), { redirect: 'manual' });
      expect(response.status, name).toBe(301);
      expect(response.headers.get('location'), name).toBe(`/docs/${encoded}`);
    }
    expect((await fetch(server.url(''))).status).toBe(200);
  });

  it('answers 500 when the page it would send cannot be read (a build without 404.html), and keeps serving', async () => {
    const notFoundPage = path.join(site, '404.html');
    fs.renameSync(notFoundPage, `${notFoundPage}.away`);
    try {
      for (const encoding of ['gzip', 'identity']) {
        const response = await fetch(server.url('no-such-page'), { headers: { 'Accept-Encoding': encoding } });
        expect(response.status, encoding).toBe(500);
        expect(await response.text(), encoding).toContain('Cannot read 404.html');
      }
      expect((await fetch(server.url(''))).status).toBe(200);
    } finally {
      fs.renameSync(`${notFoundPage}.away`, notFoundPage);
    }
  });
});
