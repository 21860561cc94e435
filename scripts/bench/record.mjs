/** The committed bench records (bench/*.json, `--out`): per build and page, the medians the docs cite. */
const kib = (/** @type {unknown} */ bytes) => (typeof bytes === 'number' ? Math.round(bytes / 102.4) / 10 : null);
const whole = (/** @type {unknown} */ value) => (typeof value === 'number' ? Math.round(value) : null);

/** @param {any} page one page's measurements in a bench run */
function pageRecord({ firstVisit, mainThread, lighthouse }) {
  return {
    jsBeforeLoadKiB: kib(firstVisit.beforeLoad.js.gzip),
    jsBeforeAppStartKiB: kib(firstVisit.beforeAppStart?.js.gzip),
    jsTotalKiB: kib(firstVisit.total.js.gzip),
    ...(mainThread && {
      blockingMs: mainThread.blockingMs,
      longestTaskMs: mainThread.longestMs,
      longTasks: mainThread.longTasks,
    }),
    ...Object.fromEntries(
      Object.entries(lighthouse ?? {})
        .filter(([, run]) => !run.error)
        .map(([preset, run]) => [
          `lighthouse ${preset}`,
          {
            performance: whole(run.scores.performance),
            tbtMs: whole(run.lab.tbt),
            lcpMs: whole(run.lab.lcp),
            cls: run.lab.cls,
          },
        ]),
    ),
  };
}

/**
 * The record of a bench run: the build as it ships, each build with a trick off, a compared build.
 * @param {any} results the bench run's results
 * @param {{ runs: number }} options
 */
export function benchRecord(results, { runs }) {
  const builds = {
    'as shipped': results.pages,
    ...Object.fromEntries(Object.entries(results.tricksOff).map(([trick, { pages }]) => [`without ${trick}`, pages])),
    ...Object.fromEntries(
      Object.entries(results.compared ?? {}).map(([label, { pages }]) => [`compared: ${label}`, pages]),
    ),
  };
  return {
    date: results.date,
    machine: results.machine,
    units: `KiB gzip; main thread on a 4× slower CPU; medians of ${runs} visits or Lighthouse runs`,
    outputKiB: Object.fromEntries(Object.entries(results.output).map(([kind, size]) => [kind, kib(size.gzip)])),
    builds: Object.fromEntries(
      Object.entries(builds).map(([name, pages]) => [
        name,
        Object.fromEntries(Object.entries(pages).map(([key, page]) => [key, pageRecord(page)])),
      ]),
    ),
    ...(results.search && { search: results.search }),
  };
}
