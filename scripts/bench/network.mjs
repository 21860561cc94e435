/**
 * What a first visit downloads: every response of a fresh browser context, split into what
 * arrived before the `load` event and everything until the network is idle. Sizes are the
 * uncompressed bodies and their gzip size (computed here, so the figures do not depend on
 * whether the local server compresses).
 */
import zlib from 'node:zlib';

const KIND_BY_TYPE = [
  [/javascript|ecmascript/, 'js'],
  [/css/, 'css'],
  [/html/, 'html'],
  [/json/, 'json'],
  [/image|font/, 'media'],
];

function kindOf(contentType, url) {
  for (const [pattern, kind] of KIND_BY_TYPE) if (pattern.test(contentType)) return kind;
  if (/\.m?js(\?|$)/.test(url)) return 'js';
  return 'other';
}

function emptyTotals() {
  return { requests: 0, js: zero(), css: zero(), html: zero(), json: zero(), media: zero(), other: zero() };
}
function zero() {
  return { raw: 0, gzip: 0, count: 0 };
}

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
  const entries = [];
  const pending = [];
  let loadFired = false;
  page.on('load', () => {
    loadFired = true;
  });
  page.on('response', (response) => {
    const beforeLoad = !loadFired;
    pending.push(
      (async () => {
        let body;
        try {
          body = await response.body();
        } catch {
          return; // redirects and aborted requests have no body
        }
        const type = response.headers()['content-type'] ?? '';
        entries.push({
          url: response.url(),
          status: response.status(),
          kind: kindOf(type, response.url()),
          raw: body.length,
          gzip: body.length ? zlib.gzipSync(body).length : 0,
          // A response counts as "before load" when its request started and finished
          // before the load event; the timing check below refines the flag.
          beforeLoad,
        });
      })(),
    );
  });
  await page.goto(url, { waitUntil: 'load' });
  const timing = await page.evaluate(() => {
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      loadEventStart: nav.loadEventStart,
      resources: performance.getEntriesByType('resource').map((r) => ({ name: r.name, responseEnd: r.responseEnd })),
    };
  });
  await page.waitForLoadState('networkidle').catch(() => {});
  await page.waitForTimeout(settleMs);
  await Promise.all(pending);
  const endedBeforeLoad = new Set(
    timing.resources.filter((r) => r.responseEnd <= timing.loadEventStart).map((r) => r.name),
  );
  const beforeLoad = emptyTotals();
  const total = emptyTotals();
  for (const entry of entries) {
    const isDocument = entry.kind === 'html' && entry.url === page.url();
    if (
      isDocument ||
      endedBeforeLoad.has(entry.url) ||
      (entry.beforeLoad && !timing.resources.some((r) => r.name === entry.url))
    )
      add(beforeLoad, entry);
    add(total, entry);
  }
  await context.close();
  return { beforeLoad, total, files: entries.map(({ url, kind, raw, gzip }) => ({ url, kind, raw, gzip })) };
}
