#!/usr/bin/env node
/**
 * `node scripts/keep-previous-assets.mjs --dir build [--url https://example.org/docs/] [--days 7]`: copies
 * into a new build the hashed files of the live deploy-assets.json younger than --days that it dropped, so
 * a tab opened before a deploy that replaces the whole site (GitHub Pages) can still load its code.
 * --url defaults to the address the build was made for (SITE_URL and BASE_URL, config/siteAddress.mjs).
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { basePath, siteUrl as origin } from '../config/siteAddress.mjs';
import { cacheControlOf } from './render-nginx-conf.mjs';

const MANIFEST = 'deploy-assets.json';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    url: { type: 'string', default: `${origin}${basePath}` },
    days: { type: 'string', default: '7' },
  },
});

const root = path.resolve(values.dir);
const siteUrl = values.url.endsWith('/') ? values.url : `${values.url}/`;
const now = new Date();
const days = Number(values.days);
if (!Number.isFinite(days) || days < 0) throw new Error(`--days must be a number of days, not "${values.days}".`);
const oldest = now.getTime() - days * 24 * 60 * 60 * 1000;

/** The build's files deploy/nginx.conf caches as immutable, site-relative with forward slashes. */
function hashedFiles() {
  const cacheControl = cacheControlOf();
  return fs
    .readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)).split(path.sep).join('/'))
    .filter((file) => cacheControl(file).includes('immutable'));
}

/** The live site's list; empty on a first deployment or when the site cannot be reached. */
async function previousManifest() {
  try {
    const response = await fetch(new URL(MANIFEST, siteUrl));
    if (!response.ok) {
      console.warn(`No earlier ${MANIFEST} (HTTP ${response.status}): nothing to keep.`);
      return {};
    }
    return (await response.json()).files ?? {};
  } catch (error) {
    console.warn(
      `Could not read the live ${MANIFEST} (${error instanceof Error ? error.message : error}): nothing to keep.`,
    );
    return {};
  }
}

const current = new Set(hashedFiles());
const files = Object.fromEntries([...current].map((file) => [file, now.toISOString()]));
const previous = await previousManifest();
let kept = 0;
let expired = 0;
for (const [file, published] of Object.entries(previous)) {
  if (current.has(file)) {
    files[file] = published; // unchanged file: keep its first publication time
    continue;
  }
  if (new Date(published).getTime() < oldest || file.includes('..')) {
    expired += 1;
    continue;
  }
  const response = await fetch(new URL(file, siteUrl)).catch(() => undefined);
  if (!response?.ok) {
    console.warn(`skipped ${file}: HTTP ${response?.status ?? 'unreachable'}`);
    continue;
  }
  const target = path.join(root, file);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  fs.writeFileSync(target, Buffer.from(await response.arrayBuffer()));
  files[file] = published;
  kept += 1;
}
fs.writeFileSync(path.join(root, MANIFEST), `${JSON.stringify({ generated: now.toISOString(), files }, null, 2)}\n`);
console.log(`${current.size} new hashed files, ${kept} kept from earlier deployments, ${expired} expired.`);
