#!/usr/bin/env node
// Prints the first base port from which COUNT consecutive ports are free on 127.0.0.1, so a
// leftover server from an earlier run never makes the browser tests fail to start.
// Usage: node scripts/find-free-ports.mjs [start=4173] [count=4]
import net from 'node:net';

const [start = 4173, count = 4] = process.argv.slice(2).map(Number);

const isFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

for (let base = start; base < start + 1000; base += 10) {
  const checks = await Promise.all(Array.from({ length: count }, (_, i) => isFree(base + i)));
  if (checks.every(Boolean)) {
    console.log(base);
    process.exit(0);
  }
}
console.error('No free port block found');
process.exit(1);
