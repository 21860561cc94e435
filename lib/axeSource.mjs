/**
 * The axe-core the project declares, for @axe-core/playwright (which otherwise injects the
 * copy it pins for itself), so tests and the bench run the version package.json names.
 */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const axeVersion = require('axe-core/package.json').version;
