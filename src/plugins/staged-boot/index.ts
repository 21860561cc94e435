/**
 * The production browser bundle starts in stages, one task each, instead of in one long task.
 *
 * Docusaurus's client entry is the whole app: evaluating it runs React, the route table, the
 * theme and every client module, then matches the route and asks for the page's chunks, all
 * in the task that runs the main bundle. On a slow phone that task alone blocked input for
 * about 400 ms. This plugin makes a small entry (client/stagedEntry.ts) the bundle's entry; it
 * evaluates the same modules in order, yielding to the browser between stages, and ends by
 * importing Docusaurus's own entry, which then starts the app as before.
 *
 * `docusaurus start` and the server bundle keep Docusaurus's entry as it is.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { bundleCheck } from '../shared/bundleCheck';

const CLIENT_ENTRY = /@docusaurus[\\/]core[\\/]lib[\\/]client[\\/]clientEntry\.js$/;
/** The module name stagedEntry.ts imports Docusaurus's entry by. */
export const CLIENT_ENTRY_ALIAS = '@docusaurus-client-entry';

const stagedEntry = path.join(__dirname, 'client/stagedEntry.ts');

export default function stagedBootPlugin(): Plugin {
  return {
    name: 'staged-boot',
    configureWebpack(config, isServer) {
      if (isServer || config.mode !== 'production') return {};
      const original = config.entry;
      // The staged entry follows Docusaurus's client entry; if that moves or changes shape,
      // the build stops here rather than ship an app that never starts.
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
