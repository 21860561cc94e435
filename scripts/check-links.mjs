#!/usr/bin/env node
/**
 * `node scripts/check-links.mjs [--dir build] [--base <path>]`: linkinator crawls the served build and
 * follows every link and fragment of the site; links elsewhere are listed, not fetched (no internet here).
 */
import path from 'node:path';
import { parseArgs } from 'node:util';
import { LinkChecker } from 'linkinator';
import { basePath, normaliseBasePath } from '../config/siteAddress.mjs';
import { serveBuild } from '../lib/serveBuild.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'build' },
    base: { type: 'string', default: basePath },
    port: { type: 'string', default: '4480' },
  },
});
const base = normaliseBasePath(values.base);
const server = await serveBuild({ dir: path.resolve(repoRoot, values.dir), base, port: Number(values.port) });

const external = new Set();
const appRoutes = new Set();
let checked = 0;
try {
  const checker = new LinkChecker();
  checker.on('link', () => (checked += 1));
  const result = await checker.check({
    path: server.url(''),
    recurse: true,
    checkFragments: true,
    concurrency: 20,
    timeout: 10_000,
    linksToSkip: async (link) => {
      if (!link.startsWith(server.origin)) {
        external.add(link);
        return true;
      }
      return false;
    },
  });
  // `#/Tag/operationId` is a route of the explorer's app, not an anchor: the page answering 200 is enough.
  const isAppRoute = (/** @type {import('linkinator').LinkResult} */ link) =>
    link.status === 200 && new URL(link.url).hash.startsWith('#/');
  for (const link of result.links) if (isAppRoute(link)) appRoutes.add(link.url);
  const broken = result.links.filter((link) => link.state === 'BROKEN' && !isAppRoute(link));
  const outsideBase = result.links.filter(
    (link) => link.url.startsWith(server.origin) && !new URL(link.url).pathname.startsWith(base),
  );
  console.log(
    `Links: ${checked} checked on ${server.origin}${base}, ${broken.length} broken, ` +
      `${outsideBase.length} outside the base path, ${external.size} to other sites (not fetched), ` +
      `${appRoutes.size} explorer deep links (app routes, not anchors).`,
  );
  for (const link of [...broken, ...outsideBase]) {
    console.error(`  ${link.status ?? ''} ${link.url}\n      on ${link.parent ?? '(start)'}`);
  }
  process.exitCode = broken.length + outsideBase.length > 0 ? 1 : 0;
} finally {
  await server.close();
}
