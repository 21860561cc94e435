#!/usr/bin/env node
// node scripts/find-free-ports.mjs [start=4173] [count=4]: the first of COUNT free ports in a row.
import { freePortBlock } from '../lib/freePorts.mjs';

const [start = 4173, count = 4] = process.argv.slice(2).map(Number);
console.log(await freePortBlock(start, count));
