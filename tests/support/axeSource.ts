/**
 * The axe-core that package.json declares, for @axe-core/playwright, which would otherwise
 * inject the copy it pins for itself (scripts/lib/axeSource.mjs does the same for the bench).
 */
import fs from 'node:fs';

export const axeSource = fs.readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');
export const axeVersion: string = require('axe-core/package.json').version;
