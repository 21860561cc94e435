/**
 * What a first visit downloads, from the browser's own resource timing: every request of a
 * fresh browser context, split into those that finished before the `load` event and all of
 * them once the network is idle (that includes the chunks the router prefetches for links on
 * the page). A third split counts what had arrived when the app started (Docusaurus sets
 * `data-has-hydrated="true"` on <html>): the site requests the page's own chunks one task after
 * the main bundle runs, which is after `load`, so "before load" alone would leave them out.
 * Sizes are uncompressed bodies and their gzip size, computed here so the figures do not
 * depend on whether the local server compresses.
 */
import zlib from 'node:zlib';

function kindOf(url, contentType = '') {
  const pathname = new URL(url).pathname;
  if (/\.m?js$/.test(pathname) || /javascript/.test(contentType)) return 'js';
  if (/\.css$/.test(pathname) || /css/.test(contentType)) return 'css';
  if (/\.json$/.test(pathname) || /json/.test(contentType)) return 'json';
  if (/\.(svg|png|jpe?g|webp|gif|ico|woff2?)$/.test(pathname) || /image|font/.test(contentType)) return 'media';
  if (/html/.test(contentType) || !/\.[a-z0-9]+$/i.test(pathname)) return 'html';
  return 'other';
}

const zero = () => ({ raw: 0, gzip: 0, count: 0 });
const emptyTotals = () => ({
  requests: 0,
  js: zero(),
  css: zero(),
  html: zero(),
  json: zero(),
  media: zero(),
  other: zero(),
});

function add(totals, entry) {
  totals.requests += 1;
  const bucket = totals[entry.kind];
  bucket.raw += entry.raw;
  bucket.gzip += entry.gzip;
  bucket.count += 1;
}

export async function measureFirstVisit(browser, url, { colorScheme = 'light', settleMs = 1500 } = {}) {
  const context = await browser.newContext({ colorScheme });
  const page = await context.newPage();
  const bodies = new Map();
  const types = new Map();
  const pending = [];
  await page.addInitScript(() => {
    const check = setInterval(() => {
      if (document.documentElement?.getAttribute('data-has-hydrated') !== 'true') return;
      window.__benchAppStarted = performance.now();
      clearInterval(check);
    }, 5);
  });
  page.on('response', (response) => {
    pending.push(
      response
        .body()
        .then((body) => {
          if (body.length && !bodies.has(response.url())) bodies.set(response.url(), body);
          types.set(response.url(), response.headers()['content-type'] ?? '');
        })
        .catch(() => {}), // redirects and prefetches may have no body to read
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(settleMs);
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      document: nav.name,
      loadEventStart: nav.loadEventStart,
      // null when the app never started on the page.
      appStarted: window.__benchAppStarted ?? null,
      resources: performance
        .getEntriesByType('resource')
        .map((r) => ({ name: r.name, responseEnd: r.responseEnd, size: r.decodedBodySize })),
    };
  });
  await Promise.all(pending);
  await context.close();

  const gzipSize = new Map();
  async function sizes(resourceUrl, reported) {
    let body = bodies.get(resourceUrl);
    if (!body) {
      // Bodies of prefetched chunks are not exposed to the page's listeners; fetch them again.
      try {
        const response = await fetch(resourceUrl);
        body = Buffer.from(await response.arrayBuffer());
        types.set(resourceUrl, types.get(resourceUrl) || response.headers.get('content-type') || '');
      } catch {
        body = Buffer.alloc(0);
      }
      bodies.set(resourceUrl, body);
    }
    if (!gzipSize.has(resourceUrl)) gzipSize.set(resourceUrl, body.length ? zlib.gzipSync(body).length : 0);
    return { raw: reported || body.length, gzip: gzipSize.get(resourceUrl) };
  }

  const entries = [
    { name: timing.document, responseEnd: 0, size: 0 },
    ...timing.resources.filter((r) => r.name.startsWith('http')),
  ];
  const beforeLoad = emptyTotals();
  const beforeAppStart = emptyTotals();
  const total = emptyTotals();
  const files = [];
  for (const resource of entries) {
    const { raw, gzip } = await sizes(resource.name, resource.size);
    const entry = { url: resource.name, kind: kindOf(resource.name, types.get(resource.name)), raw, gzip };
    entry.beforeLoad = resource.responseEnd <= timing.loadEventStart;
    if (entry.beforeLoad) add(beforeLoad, entry);
    entry.beforeAppStart = timing.appStarted !== null && resource.responseEnd <= timing.appStarted;
    if (entry.beforeAppStart) add(beforeAppStart, entry);
    add(total, entry);
    files.push(entry);
  }
  return { beforeLoad, beforeAppStart: timing.appStarted === null ? null : beforeAppStart, total, files };
}
