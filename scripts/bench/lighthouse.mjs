/** Lighthouse scores and lab metrics per preset: medians of `runs` runs, each a first visit. */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from '../../lib/chromium.mjs';
import { median } from './report.mjs';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = {
  lcp: 'largest-contentful-paint',
  tbt: 'total-blocking-time',
  cls: 'cumulative-layout-shift',
  fcp: 'first-contentful-paint',
};

/** Audits below a perfect score, so the report says what costs points. */
function failingAudits(lhr) {
  const result = [];
  for (const category of categories) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        result.push(`${category}:${ref.id}(${audit.score})`);
      }
    }
  }
  return result;
}

export async function startChrome() {
  return chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    logLevel: 'silent',
  });
}

export async function runLighthouse(chrome, url, { preset, runs, ignoreStatusCode = false }) {
  const lhrs = [];
  for (let i = 0; i < runs; i += 1) {
    const result = await lighthouse(
      url,
      { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories, ignoreStatusCode },
      preset === 'desktop' ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (result.lhr.runtimeError) throw new Error(`${url}: ${result.lhr.runtimeError.message}`);
    lhrs.push(result.lhr);
  }
  const scores = Object.fromEntries(
    categories.map((c) => [c, median(lhrs.map((lhr) => lhr.categories[c]?.score)) * 100]),
  );
  const lab = Object.fromEntries(
    Object.entries(metrics).map(([key, id]) => [key, median(lhrs.map((lhr) => lhr.audits[id]?.numericValue))]),
  );
  const failing = [...new Set(lhrs.flatMap(failingAudits))];
  return { preset, runs, scores, lab, failing };
}
