/** Search figures on fresh doc pages (the list: summarise()) of each build `npm run bench` serves. */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { inFreshPage } from './browser.mjs';
import { median, table } from './report.mjs';

/** Typed one after another once the index is loaded; the keystroke figure is their median. */
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

/** Questions as readers type them: each takes the worker far longer than a word, so a key can wait on the last. */
const QUESTIONS = [
  'how do i send usage metrics for my installation',
  'which role do i need to create a new provider',
  'what happens when my access token expires',
  'how can a project admin see the report of a provider',
];

const INPUT = 'input.navbar__search-input';
const SUGGESTION = '[role="listbox"] [role="option"]';

const round = (n) => (n === null ? null : Math.round(n * 10) / 10);

/** Raw and gzip KiB of the search index files, gzip at zlib's default level as deploy/nginx.conf sends it. */
function indexSize(buildDir) {
  const files = fs.readdirSync(buildDir).filter((f) => /^search-index.*\.json$/.test(f));
  const bytes = files.map((f) => fs.readFileSync(path.join(buildDir, f)));
  const sum = (list) => list.reduce((n, b) => n + b.length, 0);
  return {
    files: files.length,
    rawKiB: round(sum(bytes) / 1024),
    gzipKiB: round(sum(bytes.map((b) => zlib.gzipSync(b))) / 1024),
  };
}

/** The docs home loaded and hydrated: from then on mod+k is the search's. */
async function openDocs(page, url) {
  await page.goto(url('docs'), { waitUntil: 'load' });
  await page.waitForSelector('html[data-has-hydrated="true"]', { state: 'attached', timeout: 30_000 });
}

/**
 * mod+k on a fresh docs page as the app starts → the suggestion widget attached (the index is
 * loaded by then); with `typed` text at `delay` ms a key → the first suggestion shown.
 */
function timeShortcut(browser, url, { typed = '', delay = 0 } = {}) {
  return inFreshPage(browser, async (page) => {
    await openDocs(page, url);
    const start = await page.evaluate(() => performance.now());
    await page.keyboard.press('Control+k');
    if (typed) await page.keyboard.type(typed, { delay });
    const [until, state] = typed ? [SUGGESTION, 'visible'] : [`${INPUT}[role="combobox"]`, 'attached'];
    await page.waitForSelector(until, { state, timeout: 60_000 });
    return (await page.evaluate(() => performance.now())) - start;
  });
}

/**
 * A reader's pace from a fresh docs page: the mod key down at 0 ms, K at 80 ms, then "metric" one
 * key every 120 ms → the first suggestion row visible, timed in the page from the mod key's keydown.
 */
function timeReaderPace(browser, url) {
  return inFreshPage(browser, async (page) => {
    await openDocs(page, url);
    await page.evaluate(() =>
      document.addEventListener(
        'keydown',
        (event) => {
          if (event.key === 'Control') window.modKeyDownAt ??= performance.now();
        },
        { capture: true },
      ),
    );
    const shown = page.waitForFunction(
      (selector) => {
        const row = document.querySelector(selector);
        return row && row.getClientRects().length > 0 && window.modKeyDownAt !== undefined
          ? performance.now() - window.modKeyDownAt
          : false;
      },
      SUGGESTION,
      { polling: 'raf', timeout: 60_000 },
    );
    await page.keyboard.down('Control');
    await page.waitForTimeout(80);
    await page.keyboard.press('k');
    await page.keyboard.up('Control');
    const typing = page.keyboard.type('metric', { delay: 120 });
    const elapsed = await (await shown).jsonValue();
    await typing;
    return elapsed;
  });
}

/** Index loaded, then each query typed: from its last keystroke to the list's first change. */
function keystrokeLatencies(browser, url, queries = QUERIES) {
  return inFreshPage(browser, async (page) => {
    await openDocs(page, url);
    const input = page.locator(INPUT);
    const latencies = [];
    await input.focus();
    await page.waitForSelector(`${INPUT}[role="combobox"]`, { state: 'attached', timeout: 60_000 });
    for (const query of queries) {
      await input.fill('');
      await input.pressSequentially(query.slice(0, -1));
      // The list has answered the text so far (or says there is nothing) before the timed key.
      await page.waitForFunction(
        (typed) => {
          const box = document.querySelector('input.navbar__search-input');
          const list = document.querySelector('[role="listbox"]');
          return box?.value === typed && list && list.children.length > 0;
        },
        query.slice(0, -1),
        { timeout: 10_000 },
      );
      const rendered = page.evaluate(
        () =>
          new Promise((resolve) => {
            const list = document.querySelector('[role="listbox"]');
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
      await input.press(query.at(-1));
      latencies.push(await rendered);
    }
    return latencies;
  });
}

/** A doc page left untouched for 8 s after `load`: KiB on the wire, and how much of it is search. */
function untouchedPageBytes(browser, url) {
  return inFreshPage(browser, async (page) => {
    const sizes = [];
    page.on('requestfinished', (request) =>
      sizes.push(
        request.sizes().then(({ responseBodySize, responseHeadersSize }) => ({
          url: request.url(),
          bytes: responseBodySize + responseHeadersSize,
        })),
      ),
    );
    await page.goto(url('docs/quickstart'), { waitUntil: 'load' });
    await page.waitForTimeout(8_000);
    const all = await Promise.all(sizes);
    const kib = (list) => list.reduce((n, entry) => n + entry.bytes, 0) / 1024;
    return { total: kib(all), search: kib(all.filter((entry) => /search-(index|catalog|files)/.test(entry.url))) };
  });
}

/** The search page opened with `?q=metric` in a fresh context → its result count shown. */
function searchPageMetric(browser, url) {
  return inFreshPage(browser, async (page) => {
    await page.goto(url('search?q=metric'), { waitUntil: 'commit' });
    await page.waitForFunction(() => /\d+ documents? found/.test(document.body?.innerText ?? ''), null, {
      timeout: 60_000,
    });
    return page.evaluate(() => performance.now());
  });
}

/** One cold run of every figure for one served build. */
async function measureOnce(browser, url) {
  return {
    loaded: await timeShortcut(browser, url),
    typing: await timeShortcut(browser, url, { typed: 'metric' }),
    readerTyping: await timeShortcut(browser, url, { typed: 'metric', delay: 120 }),
    readerPace: await timeReaderPace(browser, url),
    untouched: await untouchedPageBytes(browser, url),
    searchPage: await searchPageMetric(browser, url),
    keystrokes: await keystrokeLatencies(browser, url),
    questionKeystrokes: await keystrokeLatencies(browser, url, QUESTIONS),
  };
}

/** The medians of several runs of measureOnce, and the index size. */
function summarise(samples, buildDir) {
  const of = (key) => samples.map((sample) => sample[key]);
  const keystrokes = of('keystrokes').flat();
  const size = indexSize(buildDir);
  return {
    'index files': size.files,
    'index raw KiB': size.rawKiB,
    'index gzip KiB': size.gzipKiB,
    runs: samples.length,
    'mod+k as the app starts → index loaded ms (median)': round(median(of('loaded'))),
    'mod+k as the app starts, type "metric" → first suggestions ms (median)': round(median(of('typing'))),
    'mod+k, "metric" typed at 120 ms a key → first suggestions ms (median)': round(median(of('readerTyping'))),
    'mod key down, K at 80 ms, "metric" at 120 ms a key → first suggestion row visible ms (median)': round(
      median(of('readerPace')),
    ),
    'doc page untouched, 8 s after load → KiB on the wire (median)': round(median(of('untouched').map((u) => u.total))),
    '… of it search index and catalog KiB (median)': round(median(of('untouched').map((u) => u.search))),
    'keystroke → suggestions rendered ms (median)': round(median(keystrokes)),
    'keystrokes measured': `${keystrokes.filter((v) => v !== null).length} of ${keystrokes.length}`,
    'last keystroke of a typed question → suggestions rendered ms (median)': round(
      median(of('questionKeystrokes').flat()),
    ),
    'search page ?q=metric → results ms (median)': round(median(of('searchPage'))),
  };
}

/** Medians of `runs` cold runs of each build, taken in turns so a busy spell of the machine falls on all alike. */
export async function measureSearch(browser, builds, { runs, log }) {
  const samples = builds.map(() => []);
  for (let run = 0; run < runs; run += 1) {
    for (const [i, build] of builds.entries()) {
      log(`search: ${build.label}, run ${run + 1} of ${runs}`);
      samples[i].push(await measureOnce(browser, build.url));
    }
  }
  return Object.fromEntries(builds.map((build, i) => [build.label, summarise(samples[i], build.dir)]));
}

/** The builds' figures side by side, and the first one's ratio to each other build. */
export function searchTable(figures) {
  const labels = Object.keys(figures);
  const [ours, ...others] = Object.values(figures);
  const ratio = (key, other) =>
    typeof ours[key] === 'number' && typeof other[key] === 'number' && other[key] && key !== 'runs'
      ? (ours[key] / other[key]).toFixed(2)
      : '';
  const rows = Object.keys(ours).map((key) => [
    key,
    ...labels.map((label) => figures[label][key]),
    ...others.map((other) => ratio(key, other)),
  ]);
  return table(['figure', ...labels, ...labels.slice(1).map((label) => `ratio to ${label}`)], rows);
}
