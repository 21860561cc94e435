/** The long tasks of a first visit on a 4× slower CPU: steadier than Lighthouse's simulated TBT, and they show where. */
import { inFreshPage } from './browser.mjs';
import { median } from './report.mjs';

/** Blocking time as TBT counts it: the part of each task beyond 50 ms. */
export function blockingTime(/** @type {number[]} */ taskDurations) {
  return taskDurations.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0);
}

/** @typedef {import('@playwright/test').Browser} Browser */

/** @type {(browser: Browser, url: string, options: { cpuSlowdown: number; settleMs: number }) => Promise<number[]>} */
const oneVisit = (browser, url, { cpuSlowdown, settleMs }) =>
  inFreshPage(
    browser,
    async (page, context) => {
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
      await page.addInitScript(() => {
        /** @type {any} */ (window).__benchLongTasks = [];
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries()) /** @type {any} */ (window).__benchLongTasks.push(entry.duration);
        }).observe({ type: 'longtask', buffered: true });
      });
      await page.goto(url, { waitUntil: 'load' });
      await page.waitForTimeout(settleMs);
      return page.evaluate(() => /** @type {any} */ (window).__benchLongTasks);
    },
    { viewport: { width: 412, height: 823 }, isMobile: true },
  );

export async function measureMainThread(
  /** @type {Browser} */ browser,
  /** @type {string} */ url,
  { runs = 3, cpuSlowdown = 4, settleMs = 4000 } = {},
) {
  const visits = /** @type {number[][]} */ ([]);
  for (let i = 0; i < runs; i += 1) visits.push(await oneVisit(browser, url, { cpuSlowdown, settleMs }));
  return {
    cpuSlowdown,
    runs,
    blockingMs: median(visits.map(blockingTime)),
    longestMs: median(visits.map((durations) => Math.max(0, ...durations))),
    longTasks: median(visits.map((durations) => durations.length)),
  };
}
