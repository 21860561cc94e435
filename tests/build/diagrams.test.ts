import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { drawingsDir, findDiagrams, readSizes } from '../../scripts/prerender-diagrams.mjs';

const buildDir = path.resolve(import.meta.dirname, '../../build');

function htmlFiles(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((relative) => relative.endsWith('.html'))
    .map((relative) => path.join(dir, relative));
}

/** The keys the doc pages computed while rendering: the installed Mermaid and the validated theme config. */
function keysInBuild(): Set<string> {
  const keys = new Set<string>();
  for (const file of htmlFiles(path.join(buildDir, 'docs'))) {
    for (const match of fs.readFileSync(file, 'utf8').matchAll(/\sdata-diagram-key="?([0-9a-z]+)/g)) keys.add(match[1]!);
  }
  return keys;
}

describe('diagrams in the build', () => {
  it('use keys that match the drawings of npm run diagrams, for every diagram of the docs', async () => {
    expect(fs.existsSync(buildDir), 'build/ (run the production build first)').toBe(true);
    const keys = keysInBuild();
    const sources = new Set((await findDiagrams()).map((diagram) => diagram.source));
    expect(keys.size).toBe(sources.size);
    const sizes = readSizes();
    const undrawn = [...keys].filter(
      (key) =>
        !sizes[key] ||
        !fs.existsSync(path.join(drawingsDir, `${key}.light.svg`)) ||
        !fs.existsSync(path.join(drawingsDir, `${key}.dark.svg`)),
    );
    expect(undrawn, 'pages would load Mermaid for these: run npm run diagrams, then build').toEqual([]);
  }, 60_000);

  it('ship every drawing with the site', () => {
    for (const key of keysInBuild()) {
      for (const mode of ['light', 'dark']) {
        expect(fs.existsSync(path.join(buildDir, 'diagrams', `${key}.${mode}.svg`)), `${key}.${mode}.svg`).toBe(true);
      }
    }
  }, 60_000);
});
