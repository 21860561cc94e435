import { detectPort } from 'detect-port';

const HOST = '127.0.0.1';

/**
 * The first port from `start` (by tens) with `count` free ports in a row, past leftover servers.
 * @param {number} start
 */
export async function freePortBlock(start, count = 1) {
  for (let base = start; base < start + 1000; base += 10) {
    const found = await Promise.all(
      Array.from({ length: count }, (_, i) => detectPort({ port: base + i, hostname: HOST })),
    );
    if (found.every((port, i) => port === base + i)) return base;
  }
  throw new Error(`No ${count} free consecutive ports on ${HOST} from ${start}`);
}
