/**
 * `npm run serve` (README's first command) serves the build as a production host would: under
 * the base path, compressed, with clean URLs and a real 404. Lighthouse figures taken against
 * it match the benchmark's only if it compresses.
 */
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { serveBuild } from '../../lib/serveBuild.mjs';
import { base, buildDir } from './site';

let server: { origin: string; close: () => Promise<unknown> };
let origin: string;

beforeAll(async () => {
  // Build-tier files share a worker: a file that stubbed fetch (search-relevance) must not answer here.
  vi.unstubAllGlobals();
  // package.json's serve script, on a free port instead of its fixed one.
  server = await serveBuild({ dir: buildDir, base, port: 4650 });
  origin = server.origin;
});

afterAll(() => server?.close());

describe('npm run serve', () => {
  it('answers pages and scripts gzip-compressed when the browser accepts it', async () => {
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
