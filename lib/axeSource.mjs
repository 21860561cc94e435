/** The axe-core package.json names, for @axe-core/playwright (which would inject its own copy). */
import fs from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

export const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
/** @type {string} */
export const axeVersion = require('axe-core/package.json').version;
