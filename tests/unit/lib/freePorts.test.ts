import net from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { freePortBlock } from '../../../lib/freePorts.mjs';

const servers: net.Server[] = [];
const listenOn = (port: number) =>
  new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => resolve());
    servers.push(server);
  });

afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

describe('freePortBlock', () => {
  it('skips a block with a taken port and returns the next block whose ports are all free', async () => {
    const start = await freePortBlock(39100, 3);
    await listenOn(start + 2);
    const next = await freePortBlock(start, 3);
    expect(next).toBeGreaterThan(start);
    expect((next - start) % 10).toBe(0);
  });
});
