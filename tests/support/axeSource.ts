/**
 * The axe-core that package.json declares, for @axe-core/playwright, which would otherwise
 * inject the copy it pins for itself (lib/axeSource.mjs does the same for the bench).
 */
import fs from 'node:fs';

const axeDir = require.resolve('axe-core/axe.min.js').replace(/axe\.min\.js$/, '');

export const axeSource = fs.readFileSync(`${axeDir}axe.min.js`, 'utf8');
export const axeVersion: string = JSON.parse(fs.readFileSync(`${axeDir}package.json`, 'utf8')).version;
