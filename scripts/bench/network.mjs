/**
 * What a first visit downloads (resource timing): before `load`, before the app started (the page's
 * own chunks come after `load`) and once the network is idle, prefetches included.
 */
import zlib from 'node:zlib';
import { inFreshPage } from './browser.mjs';

function kindOf(url, contentType = '') {
  const pathname = new URL(url).pathname;
  if (/\.m?js$/.test(pathname) || /javascript/.test(contentType)) return 'js';
  if (/\.css$/.test(pathname) || /css/.test(contentType)) return 'css';
  if (/\.json$/.test(pathname) || /json/.test(contentType)) return 'json';
  if (/\.(svg|png|jpe?g|webp|gif|ico|woff2?)$/.test(pathname) || /image|font/.test(contentType)) return 'media';
  if (/html/.test(contentType) || !/\.[a-z0-9]+$/i.test(pathname)) return 'html';
  return 'other';
}

const KINDS = ['js', 'css', 'html', 'json', 'media', 'other'];
const emptyTotals = () => ({
  requests: 0,
  ...Object.fromEntries(KINDS.map((kind) => [kind, { raw: 0, gzip: 0, count: 0 }])),
});

function add(totals, entry) {
  totals.requests += 1;
  const bucket = totals[entry.kind];
  bucket.raw += entry.raw;
  bucket.gzip += entry.gzip;
  bucket.count += 1;
}

export async function measureFirstVisit(browser, url) {
  const timing = await inFreshPage(browser, async (page) => {
    await page.addInitScript(() => {
      const check = setInterval(() => {
        if (document.documentElement?.getAttribute('data-has-hydrated') !== 'true') return;
        window.__benchAppStarted = performance.now();
        clearInterval(check);
      }, 5);
    });
    await page.goto(url, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle').catch(() => {});
    await page.waitForTimeout(1500);
    return page.evaluate(() => {
      const nav = performance.getEntriesByType('navigation')[0];
      return {
        document: nav.name,
        loadEventStart: nav.loadEventStart,
        // null when the app never started on the page.
        appStarted: window.__benchAppStarted ?? null,
        resources: performance.getEntriesByType('resource').map((r) => ({ name: r.name, responseEnd: r.responseEnd })),
      };
    });
  });

  // Each file fetched again (prefetched bodies are not exposed to the page): its type, and its size raw and gzipped.
  const files = new Map();
  async function sizes(resourceUrl) {
    if (!files.has(resourceUrl)) {
      const response = await fetch(resourceUrl);
      const body = Buffer.from(await response.arrayBuffer());
      const kind = kindOf(resourceUrl, response.headers.get('content-type') ?? '');
      files.set(resourceUrl, { kind, raw: body.length, gzip: body.length ? zlib.gzipSync(body).length : 0 });
    }
    return files.get(resourceUrl);
  }

  // Only the served build's own files: another origin is not on this machine's network.
  const origin = new URL(timing.document).origin;
  const entries = [
    { name: timing.document, responseEnd: 0 },
    ...timing.resources.filter((r) => r.name.startsWith(`${origin}/`)),
  ];
  const beforeLoad = emptyTotals();
  const beforeAppStart = emptyTotals();
  const total = emptyTotals();
  for (const { name, responseEnd } of entries) {
    const entry = await sizes(name);
    if (responseEnd <= timing.loadEventStart) add(beforeLoad, entry);
    if (timing.appStarted !== null && responseEnd <= timing.appStarted) add(beforeAppStart, entry);
    add(total, entry);
  }
  return { beforeLoad, beforeAppStart: timing.appStarted === null ? null : beforeAppStart, total };
}
