/**
 * Search figures for `npm run bench` (section "search"): index transfer size, time until the
 * index is ready after the first focus, and time from the last keystroke to rendered
 * suggestions over representative queries. Figures only; nothing here fails on a timing.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const QUERIES = [
  'installation',
  'metric definition',
  'capacity',
  'unit type',
  'provider',
  'project report',
  'entitlement',
  'access token',
  'oidc tenant',
  'search filter',
  'pagination',
  'external id',
  'group report',
  'user metrics',
  'forbidden',
  'associate provider',
  'resource',
  'metric type',
  'system admin',
  'privacy',
  'terms of use',
  'aggregated',
  'usage percentage',
  'dissociate',
  // Endpoint queries take the ranking's extra path (catalog match, a second worker query).
  'GET /accounting-system/installations/{id}',
  '/projects/101057344/report',
  'createMetricDefinition',
];

function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

const round = (n) => Math.round(n * 10) / 10;

export default async function measureSearch({ url, buildDir, browser }) {
  const indexFile = fs.readdirSync(buildDir).find((f) => /^search-index.*\.json$/.test(f));
  const indexBytes = fs.readFileSync(path.join(buildDir, indexFile));
  const catalogFile = fs.readdirSync(buildDir).find((f) => /^search-catalog-.*\.json$/.test(f));
  const catalogBytes = catalogFile ? fs.readFileSync(path.join(buildDir, catalogFile)) : Buffer.alloc(0);

  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(url('docs/'), { waitUntil: 'load' });
  const input = page.locator('input.navbar__search-input');

  // Index ready = the suggestion widget is set up (the combobox role appears) after the worker
  // has fetched and loaded the index.
  const focusAt = await page.evaluate(() => performance.now());
  await input.focus();
  await page.waitForFunction(() => document.querySelector('input.navbar__search-input[role="combobox"]'), null, {
    timeout: 60_000,
  });
  const readyAt = await page.evaluate(() => performance.now());

  const latencies = [];
  for (const query of QUERIES) {
    await input.fill('');
    await page.waitForTimeout(150);
    await input.pressSequentially(query.slice(0, -1));
    await page.waitForTimeout(300);
    const rendered = page.evaluate(
      () =>
        new Promise((resolve) => {
          const list = document.querySelector('[role="listbox"]');
          // Timed from the keystroke itself, to the first change of the suggestion list after it.
          let start;
          document.addEventListener('keydown', () => (start = performance.now()), { capture: true, once: true });
          const observer = new MutationObserver(() => {
            if (start === undefined) return;
            observer.disconnect();
            resolve(performance.now() - start);
          });
          observer.observe(list, { childList: true, subtree: true, characterData: true, attributes: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(null);
          }, 5000);
        }),
    );
    await page.waitForTimeout(20);
    await input.press(query.at(-1));
    const ms = await rendered;
    if (ms !== null) latencies.push(ms);
  }
  await context.close();

  return {
    'index file': indexFile,
    'index raw KiB': round(indexBytes.length / 1024),
    'index gzip KiB': round(zlib.gzipSync(indexBytes, { level: 9 }).length / 1024),
    'catalog gzip KiB': round(zlib.gzipSync(catalogBytes, { level: 9 }).length / 1024),
    'queries measured': `${latencies.length} of ${QUERIES.length}`,
    'index ready after first focus ms': round(readyAt - focusAt),
    'keystroke to suggestions median ms': round(percentile(latencies, 50)),
    'keystroke to suggestions p95 ms': round(percentile(latencies, 95)),
  };
}
