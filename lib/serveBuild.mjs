/** Starts `npm run serve`'s own command on a free port and waits until it answers. */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { freePortBlock } from './freePorts.mjs';
import { serveArguments } from './serveArguments.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');

/** @param {{ dir: string; base: string; port: number }} options */
export async function serveBuild({ dir, base, port }) {
  const chosen = await freePortBlock(port);
  const script = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts.serve;
  const child = spawn(process.execPath, serveArguments(script, { dir, base, port: String(chosen) }), {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const origin = `http://127.0.0.1:${chosen}`;
  // A busy machine (two test workers on two cores) can take long to start one more Node process.
  const deadline = Date.now() + 240_000;
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
    url: (/** @type {string} */ relative) => `${origin}${base}${relative}`,
    // A child that has already exited sends no second 'exit': resolve at once.
    close: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve(undefined);
        child.once('exit', resolve);
        child.kill();
      }),
  };
}
