/** Every diagram of the docs is drawn ahead (npm run diagrams) and shipped with the site. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawingsDir, findDiagrams, readSizes } from '../../scripts/prerender-diagrams.mjs';
import { buildDir, builtFile, builtHtmlFiles, expectEvery } from './site';

/** The keys the doc pages computed while rendering: the installed Mermaid and the validated theme config. */
const keysInBuild = new Set(
  builtHtmlFiles()
    .filter((file) => file.startsWith('docs'))
    .flatMap((file) => [...fs.readFileSync(builtFile(file), 'utf8').matchAll(/\sdata-diagram-key="?([0-9a-z]+)/g)].map((m) => m[1]!)),
);

describe('diagrams in the build', () => {
  it('use keys that match the drawings of npm run diagrams, for every diagram of the docs', async () => {
    const sources = new Set((await findDiagrams()).map((diagram) => diagram.source));
    expect(keysInBuild.size).toBe(sources.size);
    const sizes = readSizes();
    // Pages would load Mermaid for a key without drawings: run npm run diagrams, then build.
    expectEvery(keysInBuild, (key) => key, (key) =>
      [!sizes[key] && 'no size', ...['light', 'dark'].map((mode) => !fs.existsSync(path.join(drawingsDir, `${key}.${mode}.svg`)) && `no ${mode} drawing`)].filter(
        (problem): problem is string => Boolean(problem),
      ),
    );
  }, 60_000);

  it('ship every drawing with the site', () => {
    expectEvery(keysInBuild, (key) => key, (key) =>
      ['light', 'dark'].filter((mode) => !fs.existsSync(path.join(buildDir, 'diagrams', `${key}.${mode}.svg`))).map((mode) => `no diagrams/${key}.${mode}.svg`),
    );
  });
});
