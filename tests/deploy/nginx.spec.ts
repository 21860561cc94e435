/**
 * The production web server: build/ served by Debian's nginx with deploy/nginx.conf (started
 * by playwright.config.ts through scripts/serve-nginx.mjs, stopped when the run ends).
 */
import fs from 'node:fs';
import type { APIRequestContext, APIResponse, Page } from '@playwright/test';
import { AFTER_LOADING, test, expect } from '../support/fixtures';
import { categoryLabel, categoryPages, docPages, docSource, docTitle, rootDocTitle } from '../support/routes';
import { generatedPolicy, readBuilt } from '../support/build';
import { specOperations } from '../support/spec';
import { nginxSite, sites } from '../../playwright.config';
import { showFirstDiagram } from '../support/diagrams';

const base = nginxSite.base;
const dir = nginxSite.dir;
const year = 'public, max-age=31536000, immutable';

test.use({ baseURL: nginxSite.baseURL });

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Requests without following redirects, so each answer is checked as nginx sent it. */
const fetchRaw = (request: APIRequestContext, url: string, headers: Record<string, string> = {}) =>
  request.get(url, { maxRedirects: 0, headers });

/** Site-relative URLs of a page's bundles and style sheets, read from the built HTML. */
function assetUrls(file: string): string[] {
  const html = readBuilt(dir, file);
  return [...html.matchAll(/(?:src|href)="?([^"\s>]+\.(?:js|css))/g)]
    .map((m) => m[1]!)
    .filter((url) => url.startsWith(`${base}assets/`));
}

/** The search files named after their bytes (search-files.json names them). */
const searchFiles = (): { index: string; catalog: string } => JSON.parse(readBuilt(dir, 'search-files.json'));

test.describe('routes', () => {
  test('every page answers 200 with its own content', async ({ request }) => {
    const pages: [string, string][] = [
      [base, 'Accounting System API Documentation'],
      [`${base}docs`, rootDocTitle()],
      ...docPages.map((route): [string, string] => [`${base}docs/${route}`, docTitle(route)]),
      ...categoryPages.map((slug): [string, string] => [`${base}docs/category/${slug}`, categoryLabel(slug)]),
      [`${base}search`, 'Search'],
      [`${base}openapi/explore`, 'Explore the API'],
    ];
    for (const [url, title] of pages) {
      const response = await fetchRaw(request, url);
      expect.soft(response.status(), url).toBe(200);
      expect.soft(response.headers()['content-type'], url).toBe('text/html; charset=utf-8');
      expect.soft(await response.text(), url).toContain(escapeHtml(title));
    }
  });

  test('every URL in the sitemap answers 200', async ({ request }) => {
    const sitemap = await (await fetchRaw(request, `${base}sitemap.xml`)).text();
    const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname);
    expect(paths.length).toBeGreaterThanOrEqual(docPages.length + categoryPages.length);
    for (const path of paths) expect.soft((await fetchRaw(request, path)).status(), path).toBe(200);
  });

  test('unknown paths, inside and outside the base path, get the not-found page with 404', async ({ request }) => {
    const unknown = [
      `${base}docs/no-such-page`,
      `${base}docs/api/metric/deeper`,
      `${base}no/such/folder/`,
      `${base}docs/api/`, // a folder without a page of its own
      `${base}assets/`,
      `${base}404.html`,
      `${base}.deploy/nginx-csp-map.conf`, // build metadata is not published
      '/',
      '/somewhere-else',
      `${base.slice(0, -1)}-other/`,
    ];
    for (const url of unknown) {
      const response = await fetchRaw(request, url);
      expect.soft(response.status(), url).toBe(404);
      expect.soft(response.headers()['content-type'], url).toBe('text/html; charset=utf-8');
      expect.soft(await response.text(), url).toContain('Page not found');
    }
  });

  // nginx refuses an escape it cannot decode with 400; the reader still gets the site, whose app then starts.
  test('an address with a stray "%" gets the not-found page, with 400', async ({ request }) => {
    for (const url of [`${base}docs/100%`, `${base}docs/a%zz/b`]) {
      const response = await fetchRaw(request, url);
      expect.soft(response.status(), url).toBe(400);
      expect.soft(await response.text(), url).toContain('Page not found');
    }
  });

  test('.html suffixes and a slash after a page redirect to the clean URL, keeping the query', async ({ request }) => {
    const redirects: [string, string][] = [
      [`${base}docs/api/metric.html`, `${base}docs/api/metric`],
      [`${base}docs/api/metric/`, `${base}docs/api/metric`],
      [`${base}docs/?from=old-link`, `${base}docs?from=old-link`],
      [`${base}index.html`, base],
      [`${base}openapi/explore.html`, `${base}openapi/explore`],
      [base.slice(0, -1), base],
    ];
    for (const [from, to] of redirects) {
      const response = await fetchRaw(request, from);
      expect.soft(response.status(), from).toBe(301);
      expect.soft(response.headers().location, from).toBe(to);
      expect.soft((await fetchRaw(request, to)).status(), `${from} → ${to}`).toBe(200);
    }
  });
});

test.describe('caching', () => {
  test('HTML, the contract and Swagger UI are revalidated; a matching ETag gets 304', async ({ request }) => {
    for (const url of [
      base,
      `${base}docs/api/metric`,
      `${base}docs/no-such-page`,
      `${base}openapi/accounting-system.yaml`,
      `${base}openapi/swagger-ui/swagger-ui-bundle.js`,
      `${base}sitemap.xml`,
    ]) {
      const response = await fetchRaw(request, url);
      expect.soft(response.headers()['cache-control'], url).toBe('no-cache');
      if (response.status() !== 200) continue;
      const etag = response.headers().etag;
      expect.soft(etag, url).toBeTruthy();
      expect.soft((await fetchRaw(request, url, { 'If-None-Match': etag! })).status(), url).toBe(304);
    }
  });

  test('content-hashed bundles, style sheets, the search index and catalog are cached for a year', async ({
    request,
  }) => {
    const hashed = [...new Set([...assetUrls('index.html'), ...assetUrls('docs/api/metric.html')])];
    expect(hashed.some((url) => url.endsWith('.css'))).toBe(true);
    expect(hashed.some((url) => url.endsWith('.js'))).toBe(true);
    const { index, catalog } = searchFiles();
    expect(index, 'the search index name carries a hash').toMatch(/^search-index-[0-9a-f]{6,}\.json$/);
    expect(catalog, 'the search catalog name carries a hash').toMatch(/^search-catalog-[0-9a-f]{6,}\.json$/);
    for (const url of [...hashed, `${base}${index}`, `${base}${catalog}`]) {
      const response = await fetchRaw(request, url);
      expect.soft(response.status(), url).toBe(200);
      expect.soft(response.headers()['cache-control'], url).toBe(year);
    }
  });

  test('`npm run serve` answers the same Cache-Control as nginx', async ({ request }) => {
    const { index, catalog } = searchFiles();
    const paths = [
      ...assetUrls('index.html').slice(0, 3),
      `${base}${index}`,
      `${base}${catalog}`,
      `${base}search-files.json`,
      base,
      `${base}docs/api/metric`,
    ];
    for (const url of paths) {
      const fromNginx = (await fetchRaw(request, url)).headers()['cache-control'];
      const local = `${sites.main.baseURL}${sites.main.base}${url.slice(base.length)}`;
      expect.soft((await fetchRaw(request, local)).headers()['cache-control'], url).toBe(fromNginx);
    }
  });
});

test.describe('security headers', () => {
  const expectHardened = (response: APIResponse, url: string, policy: string) => {
    const headers = response.headers();
    expect.soft(headers['content-security-policy'], url).toBe(policy);
    expect.soft(headers['x-content-type-options'], url).toBe('nosniff');
    expect.soft(headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
    expect.soft(headers['permissions-policy'], url).toContain('camera=()');
    expect.soft(headers['permissions-policy'], url).toContain('geolocation=()');
    expect.soft(headers['x-frame-options'], url).toBe('DENY');
    expect.soft(headers.server, url).toBe('nginx'); // no version number
  };

  test('pages, assets, redirects and the 404 page carry the build’s policy and the hardening headers', async ({
    request,
  }) => {
    const policy = generatedPolicy(dir);
    const urls = [
      base,
      `${base}docs/api/metric`,
      `${base}search`,
      `${base}openapi/explore`,
      `${base}docs/no-such-page`,
      '/outside',
      `${base}docs/api/metric.html`,
      assetUrls('index.html')[0]!,
      `${base}${searchFiles().index}`,
    ];
    for (const url of urls) expectHardened(await fetchRaw(request, url), url, policy.site);
  });
  // What the policy allows (hashes of exactly the built inline scripts) is checked over the
  // build in tests/build/contentSecurityPolicy.test.ts; here, that nginx sends it.
});

test.describe('compression and types', () => {
  test('text answers are compressed (gzip, and brotli when nginx has the module)', async ({ request }) => {
    const brotli = fs.existsSync('/usr/lib/nginx/modules/ngx_http_brotli_filter_module.so');
    const urls = [
      base,
      assetUrls('index.html').find((url) => url.endsWith('.js'))!,
      assetUrls('index.html').find((url) => url.endsWith('.css'))!,
      `${base}${searchFiles().index}`,
      `${base}openapi/accounting-system.yaml`,
      `${base}img/logo.svg`,
    ];
    for (const url of urls) {
      const gzip = await fetchRaw(request, url, { 'Accept-Encoding': 'gzip' });
      expect.soft(gzip.headers()['content-encoding'], url).toBe('gzip');
      expect.soft(gzip.headers().vary, url).toContain('Accept-Encoding');
      const best = await fetchRaw(request, url, { 'Accept-Encoding': 'br, gzip' });
      expect.soft(best.headers()['content-encoding'], url).toBe(brotli ? 'br' : 'gzip');
      const plain = await fetchRaw(request, url, { 'Accept-Encoding': 'identity' });
      expect.soft(plain.headers()['content-encoding'], url).toBeUndefined();
      expect.soft(await best.body(), url).toEqual(await plain.body());
    }
  });

  test('files get their MIME types', async ({ request }) => {
    const cases: [string, string][] = [
      [`${base}docs/api/metric`, 'text/html; charset=utf-8'],
      [`${base}${searchFiles().index}`, 'application/json; charset=utf-8'],
      [`${base}openapi/accounting-system.json`, 'application/json; charset=utf-8'],
      [`${base}openapi/accounting-system.yaml`, 'application/yaml; charset=utf-8'],
      [assetUrls('index.html').find((url) => url.endsWith('.js'))!, 'application/javascript; charset=utf-8'],
      [assetUrls('index.html').find((url) => url.endsWith('.css'))!, 'text/css; charset=utf-8'],
      [`${base}img/logo.svg`, 'image/svg+xml; charset=utf-8'],
      [`${base}sitemap.xml`, 'text/xml; charset=utf-8'],
      // Kinds the build does not contain yet: fixtures served beside it (tests/deploy/fixtures).
      [`${base}deploy-test/sample.webmanifest`, 'application/manifest+json; charset=utf-8'],
      [`${base}deploy-test/sample.md`, 'text/markdown; charset=utf-8'],
      [`${base}deploy-test/sample.txt`, 'text/plain; charset=utf-8'],
    ];
    for (const [url, type] of cases) {
      const response = await fetchRaw(request, url);
      expect.soft(response.status(), url).toBe(200);
      expect.soft(response.headers()['content-type'], url).toBe(type);
    }
  });
});

test.describe('in Chromium, no Content-Security-Policy violations', () => {
  /** Collects violations from the page (event) and from the console. */
  async function watchViolations(page: Page): Promise<() => Promise<string[]>> {
    const fromConsole: string[] = [];
    page.on('console', (message) => {
      // CSP errors, and complaints about the headers themselves (an unknown Permissions-Policy feature).
      if (/Content Security Policy|Permissions-Policy/i.test(message.text())) fromConsole.push(message.text());
    });
    await page.addInitScript(() => {
      const store: string[] = [];
      (window as unknown as { cspViolations: string[] }).cspViolations = store;
      document.addEventListener('securitypolicyviolation', (event) =>
        store.push(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile})`),
      );
    });
    return async () => [
      ...fromConsole,
      ...(await page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations)),
    ];
  }

  const hydrated = (page: Page) => expect(page.locator('html')).toHaveAttribute('data-has-hydrated', 'true');

  test('the policy is enforced: an injected inline script is blocked and reported', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(base);
    await hydrated(page);
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as unknown as { injected?: boolean }).injected)).toBeUndefined();
    // Reported twice: as the DOM event and as the console error.
    await expect
      .poll(violations)
      .toEqual([
        expect.stringContaining('violates the following Content Security Policy directive'),
        expect.stringContaining('script-src-elem blocked inline'),
      ]);
  });

  test('home page: hydrates, colour mode and announcement bar work', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(base);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Accounting System API Documentation');
    await page.locator('.navbar').getByRole('button', { name: /mode/i }).click();
    await expect(page.locator('html')).toHaveAttribute('data-theme-choice', /light|dark/);
    await page
      .getByRole('banner')
      .filter({ hasText: 'Start with the Quickstart' })
      .getByRole('button', { name: 'Close' })
      .click();
    await page.reload();
    await hydrated(page);
    expect(await violations()).toEqual([]);
  });

  test('a doc page with a Mermaid diagram and code tabs', async ({ page }) => {
    const route = docPages.find(
      (candidate) => /```mermaid/.test(docSource(candidate)) && /<Tabs/.test(docSource(candidate)),
    );
    expect(route, 'some page has a diagram and tabs').toBeTruthy();
    const violations = await watchViolations(page);
    await page.goto(`${base}docs/${route}`);
    await hydrated(page);
    // Diagrams are drawn when they come near the viewport.
    await showFirstDiagram(page, '.docusaurus-mermaid-container svg');
    const tabs = page.locator('.tabs-container').first();
    const lastTab = tabs.getByRole('tab').last();
    await lastTab.click();
    await expect(lastTab).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tabpanel').filter({ visible: true }).locator('pre')).toBeVisible();
    expect(await violations()).toEqual([]);
  });

  test('search: the results page and the navbar box (web worker and index)', async ({ page }) => {
    const violations = await watchViolations(page);
    const workers: string[] = [];
    page.on('worker', (worker) => workers.push(worker.url()));
    await page.goto(`${base}search?q=installation`);
    await hydrated(page);
    await expect(page.getByText(/\d+ documents? found/)).toBeVisible(AFTER_LOADING);
    expect(await page.locator('article h2 a').count()).toBeGreaterThan(0);
    expect(workers.length, 'the search ran in a web worker').toBeGreaterThan(0);
    for (const url of workers) expect(new URL(url).origin).toBe(nginxSite.baseURL);

    await page.goto(`${base}docs`);
    await hydrated(page);
    await page.locator('.navbar__search-input').fill('metric');
    await expect(page.locator('.navbar [role="option"]').first()).toBeVisible(AFTER_LOADING);
    expect(await violations()).toEqual([]);
  });

  test('the not-found page', async ({ page }) => {
    const violations = await watchViolations(page);
    const response = await page.goto(`${base}docs/no-such-page`);
    expect(response?.status()).toBe(404);
    await hydrated(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    expect(await violations()).toEqual([]);
  });

  test('the API explorer renders every operation under its own policy', async ({ page }) => {
    const violations = await watchViolations(page);
    await page.goto(`${base}openapi/explore`);
    await expect(page.locator('.opblock')).toHaveCount(specOperations().length, AFTER_LOADING);
    await page.locator('.opblock-summary-control').first().click();
    await expect(page.locator('.opblock-body').first()).toBeVisible();
    expect(await violations()).toEqual([]);
  });
});
