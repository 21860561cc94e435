/**
 * The production browser bundle starts in stages, a task each, where Docusaurus's entry evaluates the whole
 * app in one task (about 400 ms on a slow phone): client/stagedEntry.ts yields between the same modules.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { bundleCheck } from '../shared/bundleCheck';
import { collectChunkNames } from './client/pageChunks';

/** Docusaurus's client entry, as the bundler configuration names it. */
export const CLIENT_ENTRY = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
/** The module name stagedEntry.ts imports Docusaurus's entry by. */
export const CLIENT_ENTRY_ALIAS = '@docusaurus-client-entry';

const stagedEntry = path.join(__dirname, 'client/stagedEntry.ts');

/** Which of pageChunks.ts's assumptions no longer holds (keys `<path>-<hash>`, a loader per chunk name), or null. */
export function chunkTablesProblem(routesChunkNames: Record<string, unknown>, registrySource: string): string | null {
  const names = new Set<string>();
  for (const [key, entry] of Object.entries(routesChunkNames)) {
    if (!/^\/.*-[0-9a-f]+$/.test(key)) return `routesChunkNames key ${JSON.stringify(key)} is not "<path>-<hash>"`;
    collectChunkNames(entry, names);
  }
  if (names.size === 0) return 'routesChunkNames names no chunks';
  for (const name of names) {
    if (!registrySource.includes(`${JSON.stringify(name)}: [() => import(`)) {
      return `the registry has no loader for chunk ${JSON.stringify(name)}`;
    }
  }
  return null;
}

export default function stagedBootPlugin(): Plugin {
  return {
    name: 'staged-boot',
    // The staged entry reads Docusaurus's generated chunk tables: a change of shape stops the build.
    async postBuild({ generatedFilesDir }) {
      const [table, registry] = await Promise.all([
        fs.readFile(path.join(generatedFilesDir, 'routesChunkNames.json'), 'utf8'),
        fs.readFile(path.join(generatedFilesDir, 'registry.js'), 'utf8'),
      ]);
      const problem = chunkTablesProblem(JSON.parse(table) as Record<string, unknown>, registry);
      if (problem) throw new Error(`staged-boot: ${problem}; update src/plugins/staged-boot/client/pageChunks.ts.`);
    },
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const original = config.entry;
      // If Docusaurus's client entry moves, the build stops rather than ship an app that never starts.
      if (typeof original !== 'string' || !CLIENT_ENTRY.test(original)) {
        throw new Error(
          `staged-boot: Docusaurus's client entry is ${JSON.stringify(original)}, not core's clientEntry.js; update src/plugins/staged-boot.`,
        );
      }
      config.entry = stagedEntry;
      return {
        resolve: { alias: { [`${CLIENT_ENTRY_ALIAS}$`]: original } },
        plugins: [
          bundleCheck('staged-boot', (resources) =>
            [stagedEntry, original].every((file) => resources.includes(file))
              ? null
              : `the browser bundle lacks ${stagedEntry} or ${original}`,
          ),
        ],
      };
    },
  };
}
