#!/usr/bin/env node
// Prints one closing line that CI reads: "N passed, N failed, N skipped" (static check
// steps count as tests too, so a failed lint is never hidden behind green browser tests).
import fs from 'node:fs';

const [file, failedStepsArg = '0'] = process.argv.slice(2);
const failedSteps = Number(failedStepsArg);
let passed = 0;
let failed = 0;
let skipped = 0;
if (fs.existsSync(file)) {
  const { stats } = JSON.parse(fs.readFileSync(file, 'utf8'));
  passed = stats.expected;
  failed = stats.unexpected + stats.flaky;
  skipped = stats.skipped;
} else {
  failed = 1;
  console.log('No browser test results were written.');
}
console.log(`static check steps failed: ${failedSteps}`);
console.log(`tests: ${passed} passed, ${failed + failedSteps} failed, ${skipped} skipped`);
