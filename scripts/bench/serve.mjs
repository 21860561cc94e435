/** Starts scripts/serve-static.mjs on a free port of the given range and waits until it answers. */
import { spawn } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

function portIsFree(port) {
  return new Promise((resolve) => {
    const probe = net.createServer();
    probe.once('error', () => resolve(false));
    probe.listen(port, '127.0.0.1', () => probe.close(() => resolve(true)));
  });
}

export async function serveBuild({ dir, base, port }) {
  let chosen = port;
  while (!(await portIsFree(chosen))) chosen += 1;
  const child = spawn(
    process.execPath,
    [
      path.join(repoRoot, 'scripts/serve-static.mjs'),
      '--dir',
      dir,
      '--base',
      base,
      '--port',
      String(chosen),
      '--compress',
    ],
    { cwd: repoRoot, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  const origin = `http://127.0.0.1:${chosen}`;
  const deadline = Date.now() + 15_000;
  for (;;) {
    try {
      const response = await fetch(`${origin}${base}`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill();
      throw new Error(`The static server did not start on port ${chosen}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    origin,
    url: (relative) => `${origin}${base}${relative}`,
    close: () =>
      new Promise((resolve) => {
        child.once('exit', resolve);
        child.kill();
      }),
  };
}
