/** Lighthouse scores and lab metrics per preset: medians of `runs` runs, each a first visit. */
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import * as chromeLauncher from 'chrome-launcher';
import { chromiumFlags, chromiumPath } from '../../lib/chromium.mjs';
import { median } from './report.mjs';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'];
const metrics = { lcp: 'largest-contentful-paint', tbt: 'total-blocking-time', cls: 'cumulative-layout-shift' };

/** Audits below a perfect score, so the report says what costs points. */
function failingAudits(lhr) {
  return categories.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      .map((ref) => ({ ref, score: lhr.audits[ref.id]?.score }))
      .filter(({ ref, score }) => ref.weight > 0 && typeof score === 'number' && score < 1)
      .map(({ ref, score }) => `${category}:${ref.id}(${score})`),
  );
}

export const startChrome = () =>
  chromeLauncher.launch({
    chromePath: chromiumPath,
    chromeFlags: ['--headless=new', ...chromiumFlags],
    logLevel: 'silent',
  });

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
