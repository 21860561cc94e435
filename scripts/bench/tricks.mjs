/** `--tricks-off`: builds with a trick switched off, measured in the same run as the site. */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { kib, ms, table } from './report.mjs';

/** Builds the site with `trick` (`a+b`) off into its own folder, or reuses one; no bundler cache: it misses the switch. */
export function buildWithout(repoRoot, trick, { reuse, log }) {
  const dir = path.join(repoRoot, `build-without-${trick}`); // git ignores /build-*
  if (reuse && fs.existsSync(path.join(dir, 'index.html'))) {
    log(`reusing the build without ${trick} in ${path.relative(repoRoot, dir)}`);
    return dir;
  }
  log(`building without ${trick} into ${path.relative(repoRoot, dir)}…`);
  const result = spawnSync('npx', ['docusaurus', 'build', '--out-dir', dir], {
    cwd: repoRoot,
    env: { ...process.env, DOCS_TRICKS_OFF: trick.replaceAll('+', ','), DOCUSAURUS_NO_PERSISTENT_CACHE: '1' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (result.status !== 0) throw new Error(`the build without ${trick} failed (exit ${result.status})`);
  return dir;
}

/** One line per trick and page: the figure with every trick on → with that trick off. */
export function tricksTable(results) {
  const pair = (on, off, format) => `${format(on) ?? '–'} → ${format(off) ?? '–'}`;
  const rows = Object.entries(results.tricksOff).flatMap(([trick, { pages }]) =>
    Object.entries(pages).map(([key, off]) => {
      const on = results.pages[key];
      return [
        trick,
        on.label,
        pair(on.firstVisit.beforeLoad.js.gzip, off.firstVisit.beforeLoad.js.gzip, kib),
        pair(on.firstVisit.beforeAppStart?.js.gzip, off.firstVisit.beforeAppStart?.js.gzip, kib),
        pair(on.firstVisit.total.js.gzip, off.firstVisit.total.js.gzip, kib),
        pair(on.mainThread?.blockingMs, off.mainThread?.blockingMs, ms),
        pair(on.mainThread?.longestMs, off.mainThread?.longestMs, ms),
        pair(on.lighthouse?.mobile?.lab.tbt, off.lighthouse?.mobile?.lab.tbt, ms),
        pair(on.lighthouse?.mobile?.scores.performance, off.lighthouse?.mobile?.scores.performance, (v) =>
          v === undefined ? null : Math.round(v),
        ),
      ];
    }),
  );
  return table(
    [
      'trick off',
      'page',
      'JS<load gz',
      'JS<start gz',
      'JS all gz',
      'blocking ms',
      'longest ms',
      'LH TBT ms',
      'LH perf',
    ],
    rows,
  );
}
