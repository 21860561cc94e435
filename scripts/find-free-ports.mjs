#!/usr/bin/env node
// Prints the first base port from which COUNT consecutive ports are free on 127.0.0.1, so a
// leftover server from an earlier run never makes the browser tests fail to start.
// Usage: node scripts/find-free-ports.mjs [start=4173] [count=4]
import { freePortBlock } from '../lib/freePorts.mjs';

const [start = 4173, count = 4] = process.argv.slice(2).map(Number);
console.log(await freePortBlock(start, count));
