#!/usr/bin/env node
/**
 * `npm run bench`: build, output size, and per page a first visit's bytes, main thread, Lighthouse, axe and
 * search figures; never fails on a figure (ARCHITECTURE.md). Writes bench-results/, and with `--out` a record.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { pageTypes } from './pages.mjs';
import { withServedBuilds } from './browser.mjs';
import { measureFirstVisit } from './network.mjs';
import { axeViolations } from './axe.mjs';
import { measureMainThread } from './mainThread.mjs';
import { categories, runLighthouse, startChrome } from './lighthouse.mjs';
import { outputSize, timeBuilds } from './build.mjs';
import { kib, ms, repoRoot, table, writeJson } from './report.mjs';
import { buildWithout, tricksTable } from './tricks.mjs';
import { benchRecord } from './record.mjs';
import { measureSearch, searchTable } from './search.mjs';
import { basePath } from '../../config/siteAddress.mjs';

const { values: args } = parseArgs({
  options: {
    // Also reuses the builds without each trick of --tricks-off.
    reuse: { type: 'boolean', default: false },
    // Lighthouse runs per page and preset, and visits on a slower CPU; medians are reported.
    runs: { type: 'string', default: '3' },
    port: { type: 'string', default: '4500' },
    dir: { type: 'string', default: 'build' },
    pages: { type: 'string' },
    'no-lighthouse': { type: 'boolean', default: false },
    'no-axe': { type: 'boolean', default: false },
    'no-main-thread': { type: 'boolean', default: false },
    'no-search': { type: 'boolean', default: false },
    'lighthouse-presets': { type: 'string', default: 'mobile,desktop' },
    'tricks-off': { type: 'string' },
    // [label=]dir, repeatable: other builds measured alike (the commit before a change, the earlier site).
    'compare-dir': { type: 'string', multiple: true, default: [] },
    out: { type: 'string' },
  },
});

const buildDir = path.resolve(repoRoot, args.dir);
const runs = Math.max(1, Number(args.runs) || 3);
const selected = args.pages ? pageTypes.filter((p) => args.pages.split(',').includes(p.key)) : pageTypes;
const log = (message) => process.stderr.write(`[bench] ${message}\n`);

const machine = { cpus: os.cpus().length, node: process.version };
// build (without --reuse), output and search are added as they are measured.
const results = { date: new Date().toISOString(), base: basePath, machine, pages: {}, tricksOff: {}, compared: {} };
const presets = args['lighthouse-presets'].split(',').filter((preset) => ['mobile', 'desktop'].includes(preset));
const tricks = args['tricks-off'] ? args['tricks-off'].split(',').filter(Boolean) : [];

if (args.reuse) {
  if (!fs.existsSync(path.join(buildDir, 'index.html'))) {
    console.error(`--reuse: no build in ${buildDir}; run without --reuse to build it.`);
    process.exit(2);
  }
  log(`reusing the build in ${path.relative(repoRoot, buildDir)}`);
} else {
  log('cold build (after docusaurus clear), then warm build…');
  results.build = await timeBuilds({ repoRoot, outDir: buildDir, env: { ...process.env } });
}
results.output = outputSize(buildDir);

// The build as it ships, then one per trick off; each page is measured in every build in turn.
const variants = [{ name: 'this build', dir: buildDir, pages: results.pages }];
for (const trick of tricks) {
  results.tricksOff[trick] = { pages: {} };
  variants.push({
    name: `without ${trick}`,
    dir: buildWithout(repoRoot, trick, { reuse: args.reuse, log }),
    pages: results.tricksOff[trick].pages,
  });
}

for (const value of args['compare-dir']) {
  const [label, dir] = value.includes('=') ? value.split(/=(.*)/) : [value, value];
  results.compared[label] = { dir, pages: {} };
  variants.push({ name: label, dir: path.resolve(repoRoot, dir), pages: results.compared[label].pages });
}

const dirs = variants.map((variant) => variant.dir);
await withServedBuilds(dirs, { base: basePath, port: Number(args.port) }, async (browser, servers) => {
  variants.forEach((variant, i) => (variant.server = servers[i]));
  const tag = (variant) => (variants.length > 1 ? ` (${variant.name})` : '');
  for (const pageType of selected) {
    for (const variant of variants) {
      const url = variant.server.url(pageType.path);
      log(`first visit: ${pageType.label}${tag(variant)}`);
      const entry = { label: pageType.label, path: pageType.path, firstVisit: await measureFirstVisit(browser, url) };
      if (!args['no-axe'] && variant === variants[0]) {
        entry.axe = {};
        for (const scheme of ['light', 'dark']) {
          log(`axe (${scheme}): ${pageType.label}`);
          entry.axe[scheme] = await axeViolations(browser, url, pageType.key, scheme);
        }
      }
      if (!args['no-main-thread']) {
        log(`main thread on a 4× slower CPU ×${runs}: ${pageType.label}${tag(variant)}`);
        entry.mainThread = await measureMainThread(browser, url, { runs });
      }
      variant.pages[pageType.key] = entry;
    }
  }

  if (!args['no-lighthouse']) {
    const chrome = await startChrome();
    try {
      for (const pageType of selected) {
        for (const variant of variants) {
          const entry = (variant.pages[pageType.key].lighthouse = {});
          for (const preset of presets) {
            log(`lighthouse ${preset} ×${runs}: ${pageType.label}${tag(variant)}`);
            // The 404 page is meant to answer 404; Lighthouse would refuse to audit it otherwise.
            const options = { preset, runs, ignoreStatusCode: pageType.status === 404 };
            const failed = (error) => ({ preset, runs, error: error.message, scores: {}, lab: {}, failing: [] });
            entry[preset] = await runLighthouse(chrome, variant.server.url(pageType.path), options).catch(failed);
          }
        }
      }
    } finally {
      await chrome.kill();
    }
  }

  if (!args['no-search']) {
    const builds = variants.map((variant) => ({ label: variant.name, url: variant.server.url, dir: variant.dir }));
    results.search = await measureSearch(browser, builds, { runs, log });
  }
});

// ---- report ----
const out = [];
const section = (title, headers, rows) => out.push(title, table(headers, rows), '');
if (results.build) {
  const row = ([k, { memorySource, seconds, peakMiB }]) => [`${k} (${memorySource})`, seconds, peakMiB];
  section('Build', ['build', 'wall s', 'peak MiB'], Object.entries(results.build).map(row));
}
section(
  'Output',
  ['files', 'count', 'KiB', 'KiB gzip'],
  Object.entries(results.output).map(([k, v]) => [k, v.files, kib(v.raw), kib(v.gzip)]),
);
const pages = Object.values(results.pages);
section(
  'First visit (KiB: raw / gzip; requests)',
  ['page', 'JS<load', 'JS<load gz', 'JS<start gz', 'JS all gz', 'CSS gz', 'HTML gz', 'req<load', 'req all'],
  pages.map((p) => {
    const { beforeLoad: b, beforeAppStart: s, total: t } = p.firstVisit;
    const gz = (totals) => kib(totals?.js.gzip) ?? '–';
    return [p.label, kib(b.js.raw), gz(b), gz(s), gz(t), kib(t.css.gzip), kib(t.html.gzip), b.requests, t.requests];
  }),
);
if (!args['no-main-thread']) {
  section(
    `Main thread on a 4× slower CPU, long tasks seen by the page (median of ${runs})`,
    ['page', 'blocking ms', 'longest task ms', 'long tasks'],
    pages
      .filter((p) => p.mainThread)
      .map((p) => [p.label, ms(p.mainThread.blockingMs), ms(p.mainThread.longestMs), p.mainThread.longTasks]),
  );
}
if (!args['no-lighthouse']) {
  const short = { performance: 'perf', accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' };
  for (const preset of presets) {
    section(
      `Lighthouse ${preset} (median of ${runs})`,
      ['page', ...categories.map((c) => short[c]), 'LCP ms', 'TBT ms', 'CLS'],
      pages
        .filter((p) => p.lighthouse)
        .map((p) => {
          const r = p.lighthouse[preset];
          if (r.error) return [p.label, ...categories.map(() => null), null, null, `error: ${r.error.slice(0, 60)}`];
          return [
            p.label,
            ...categories.map((c) => (r.scores[c] === undefined ? null : Math.round(r.scores[c]))),
            ms(r.lab.lcp),
            ms(r.lab.tbt),
            r.lab.cls === null ? null : r.lab.cls.toFixed(3),
          ];
        }),
    );
  }
  const failing = pages.flatMap((p) =>
    presets.flatMap((preset) =>
      p.lighthouse?.[preset]?.failing.length
        ? [`  ${p.label} (${preset}): ${p.lighthouse[preset].failing.join(', ')}`]
        : [],
    ),
  );
  if (failing.length) out.push('Lighthouse audits below 1 (weighted):', ...failing, '');
}
if (!args['no-axe']) {
  const count = (list) => `${list.length}; ${list.reduce((n, v) => n + v.nodes, 0)}`;
  section(
    'axe-core violations (rules; affected nodes)',
    ['page', 'light', 'dark', 'rules'],
    pages.map((p) => {
      const ids = [...new Set([...p.axe.light, ...p.axe.dark].map((v) => v.id))].join(' ');
      return [p.label, count(p.axe.light), count(p.axe.dark), ids];
    }),
  );
}
for (const [label, compared] of Object.entries(results.compared)) {
  out.push(`The build in ${args.dir} → ${label} (same run; KiB gzip, medians)`);
  out.push(tricksTable({ pages: results.pages, tricksOff: { [label]: compared } }), '');
}
if (tricks.length) {
  out.push(
    'Each trick: the build as it ships → the same build with that trick off (same run; KiB gzip, medians)',
    tricksTable(results),
    '',
  );
}
if (results.search) out.push('Search (medians)', searchTable(results.search), '');
else out.push('Search: not measured (--no-search).', '');
console.log(out.join('\n'));

const stamp = results.date.replace(/[:.]/g, '-');
writeJson(results, `bench-results/bench-${stamp}.json`, 'bench-results/latest.json');
if (args.out) writeJson(benchRecord(results, { runs }), args.out);
