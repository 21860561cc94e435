/**
 * Builds of the site with one start-up trick switched off (config/tricks.ts), for
 * `npm run bench -- --tricks-off NAME,…`: each is measured in the same run as the build with
 * every trick on, page by page, so both see the same machine load.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { kib, ms, table } from './report.mjs';

/** Where the build without `trick` goes (git ignores /build-*). */
export const buildDirWithout = (repoRoot, trick) => path.join(repoRoot, `build-without-${trick}`);

/**
 * Builds the site with `trick` off into its own folder, unless `reuse` and a build is there.
 * The bundler's persistent cache is off: it does not know the switch, so it could hand back
 * modules of the build with the trick on.
 */
export function buildWithout(repoRoot, trick, { reuse, log }) {
  // `a+b` switches several off in one build.
  const dir = buildDirWithout(repoRoot, trick);
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
