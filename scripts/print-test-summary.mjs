#!/usr/bin/env node
// The closing lines CI reads: each tier's count, then "tests: N passed, N failed, N skipped"
// (a failed static check counts as a failed test).
//   node scripts/print-test-summary.mjs <failed steps> unit=<vitest json> build=<vitest json> browser=<playwright json>
import fs from 'node:fs';

const [failedStepsArg = '0', ...reports] = process.argv.slice(2);
const total = { passed: 0, failed: Number(failedStepsArg), skipped: 0 };

/**
 * Counts from a vitest (jest-style) or Playwright JSON report.
 * @param {any} report
 * @returns {typeof total}
 */
function counts(report) {
  if ('numPassedTests' in report) {
    return {
      passed: report.numPassedTests,
      failed: report.numFailedTests,
      skipped: report.numPendingTests + report.numTodoTests,
    };
  }
  const { stats } = report;
  return { passed: stats.expected, failed: stats.unexpected + stats.flaky, skipped: stats.skipped };
}

for (const entry of reports) {
  const [tier, file] = entry.split('=');
  if (!file || !fs.existsSync(file)) {
    // A tier that wrote no report did not run to the end: one failure, said plainly.
    console.log(`${tier}: no report (${file ?? 'no file given'}), counted as 1 failure`);
    total.failed += 1;
    continue;
  }
  const tierCounts = counts(JSON.parse(fs.readFileSync(file, 'utf8')));
  console.log(`${tier}: ${tierCounts.passed} passed, ${tierCounts.failed} failed, ${tierCounts.skipped} skipped`);
  for (const key of /** @type {(keyof typeof total)[]} */ (Object.keys(total))) total[key] += tierCounts[key];
}
console.log(`static check steps failed: ${failedStepsArg}`);
console.log(`tests: ${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
