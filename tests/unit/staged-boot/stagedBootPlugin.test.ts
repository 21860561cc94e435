import path from 'node:path';
import { describe, expect, it } from 'vitest';
import stagedBootPlugin, { CLIENT_ENTRY_ALIAS, chunkTablesProblem } from '../../../src/plugins/staged-boot';

// The installed entry, so a Docusaurus release that moves it fails here too.
const docusaurusEntry = path.resolve(__dirname, '../../../node_modules/@docusaurus/core/lib/client/clientEntry.js');
const stagedEntry = path.resolve(__dirname, '../../../src/plugins/staged-boot/client/stagedEntry.ts');

/** The part of a bundler configuration the plugin reads and writes. */
interface Configuration {
  mode?: string;
  entry?: unknown;
  resolve?: { alias?: Record<string, string> };
  plugins?: unknown[];
}
type ConfigureWebpack = (config: Configuration, isServer: boolean) => Configuration;
const configure = stagedBootPlugin().configureWebpack as unknown as ConfigureWebpack;

describe('staged-boot plugin', () => {
  it('makes the staged entry the production browser entry, with Docusaurus’s entry behind an alias', () => {
    const config: Configuration = { mode: 'production', entry: docusaurusEntry };
    const added = configure(config, false);
    expect(config.entry).toBe(stagedEntry);
    expect(added.resolve?.alias).toEqual({ [`${CLIENT_ENTRY_ALIAS}$`]: docusaurusEntry });
    expect(added.plugins).toHaveLength(1);
  });

  it('leaves the server bundle and the development server alone', () => {
    for (const [config, isServer] of [
      [{ mode: 'production', entry: docusaurusEntry }, true],
      [{ mode: 'development', entry: docusaurusEntry }, false],
    ] as const) {
      const copy: Configuration = { ...config };
      expect(configure(copy, isServer)).toEqual({});
      expect(copy.entry).toBe(docusaurusEntry);
    }
  });

  it('stops the build when Docusaurus’s entry is no longer the one it stages', () => {
    for (const entry of ['/site/src/somewhere/else.js', { main: docusaurusEntry }, [docusaurusEntry]]) {
      expect(() => configure({ mode: 'production', entry }, false)).toThrow(/staged-boot/);
    }
  });
});

describe('chunkTablesProblem', () => {
  const registry = `export default {\n  "doc": [() => import(/* webpackChunkName: "doc" */ "@site/x"), "@site/x", 1],\n  "page": [() => import("@site/y"), "@site/y", 2],\n};`;

  it('accepts the tables as Docusaurus writes them', () => {
    expect(chunkTablesProblem({ '/base/docs/a-417': { __comp: 'doc', content: 'page' } }, registry)).toBeNull();
  });

  it('names what no longer holds', () => {
    expect(chunkTablesProblem({ '/base/docs/a': { __comp: 'doc' } }, registry)).toMatch(/not "<path>-<hash>"/);
    expect(chunkTablesProblem({ '/base/docs/a-417': { __comp: 'gone' } }, registry)).toMatch(
      /no loader for chunk "gone"/,
    );
    expect(chunkTablesProblem({}, registry)).toMatch(/names no chunks/);
  });
});
