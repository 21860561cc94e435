import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { diagramKey } from '../../src/theme/Mermaid/diagramKey.mjs';
import { drawingsDir, findDiagrams, loadDrawingSetup, readSizes } from '../../scripts/prerender-diagrams.mjs';

type Diagram = { file: string; line: number; source: string; key: string };

let diagrams: Diagram[] = [];
beforeAll(async () => {
  const setup = await loadDrawingSetup();
  diagrams = (await findDiagrams()).map((diagram) => ({ ...diagram, key: diagramKey(diagram.source, setup) }));
});

const missing = (check: (diagram: Diagram) => boolean) =>
  diagrams.filter((diagram) => !check(diagram)).map(({ file, line, key }) => `${file}:${line} (${key})`);
const hint = 'run `npm run diagrams` and commit static/diagrams/ and src/theme/Mermaid/diagramSizes.json';

describe('diagram drawings', () => {
  it('finds the diagrams of the docs', () => {
    expect(diagrams.length).toBeGreaterThan(0);
    expect(diagrams.every((diagram) => diagram.source.trim().length > 0)).toBe(true);
  });

  it('has a size entry for every diagram', () => {
    const sizes = readSizes();
    expect(
      missing((diagram) => Array.isArray(sizes[diagram.key])),
      hint,
    ).toEqual([]);
    for (const { key } of diagrams) {
      const [width, heightRatio, smallestLabel] = sizes[key];
      expect(width).toBeGreaterThan(0);
      expect(heightRatio).toBeGreaterThan(0);
      expect(smallestLabel).toBeGreaterThan(0);
    }
  });

  it('has a light and a dark drawing for every diagram', () => {
    for (const mode of ['light', 'dark']) {
      const drawn = (diagram: Diagram) => fs.existsSync(path.join(drawingsDir, `${diagram.key}.${mode}.svg`));
      expect(missing(drawn), `${mode}: ${hint}`).toEqual([]);
    }
  });

  it('keeps each drawing scoped to its own id, with no script and nothing from elsewhere', () => {
    for (const { key } of diagrams) {
      for (const mode of ['light', 'dark']) {
        const svg = fs.readFileSync(path.join(drawingsDir, `${key}.${mode}.svg`), 'utf8');
        expect(svg.startsWith(`<svg id="diagram-${key}-${mode}"`), `${key}.${mode}.svg`).toBe(true);
        expect(svg).not.toMatch(/<script|\son\w+=|https?:\/\/(?!www\.w3\.org\/)/i);
      }
    }
  });

  it('has no drawing or size entry that no diagram uses', () => {
    const keys = new Set(diagrams.map((diagram) => diagram.key));
    const strayFiles = fs.readdirSync(drawingsDir).filter((file) => !keys.has(file.split('.')[0]));
    const strayEntries = Object.keys(readSizes()).filter((key) => !keys.has(key));
    expect({ strayFiles, strayEntries }).toEqual({ strayFiles: [], strayEntries: [] });
  });
});
