/**
 * Starts `npm run serve`'s command (package.json) on a free port of the given range and waits
 * until it answers: the bench, the link check and the tests serve the build exactly as README
 * tells readers to.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePortBlock } from './freePorts.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The serve script's arguments after `node`, with `--dir`, `--base` and `--port` set as given. */
export function serveArguments(script, options) {
  const words = script.trim().split(/\s+/);
  if (words[0] !== 'node' || !words.includes('--port')) {
    throw new Error(`package.json's serve script is not "node <server> … --port N": ${script}`);
  }
  const args = words.slice(1);
  for (const [name, value] of Object.entries(options)) {
    const at = args.indexOf(`--${name}`);
    if (at === -1) args.push(`--${name}`, value);
    else args[at + 1] = value;
  }
  return args;
}

export async function serveBuild({ dir, base, port }) {
  const chosen = await freePortBlock(port);
  const script = JSON.parse(fs.readFileSync(path.join(repoRoot, 'package.json'), 'utf8')).scripts.serve;
  const child = spawn(process.execPath, serveArguments(script, { dir, base, port: String(chosen) }), {
    cwd: repoRoot,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
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
