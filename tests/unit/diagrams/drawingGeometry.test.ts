/**
 * Diagrams that tell the truth, read from the drawings made ahead of time (static/diagrams/):
 * - in a flowchart no edge runs behind a node it does not connect (which reads as containment
 *   or as a connection that is not there);
 * - every drawing fits the article column of a desktop window at a legible size, so no reader
 *   at 1280 px has to scroll a diagram sideways.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as cheerio from 'cheerio';
import { describe, expect, it } from 'vitest';
import { legibleWidth } from '../../../src/theme/Mermaid/legibleWidth';
import { drawingsDir, readSizes } from '../../../scripts/prerender-diagrams.mjs';

/** The article column of a doc page with its table of contents in a 1280 px wide window. */
const ARTICLE_COLUMN_AT_1280_PX = 703;

/** How far inside a node's box a line must pass to count as running behind it. */
const INSET_PX = 3;

type Point = { x: number; y: number };
type Box = { left: number; top: number; right: number; bottom: number };

const lightDrawings = fs
  .readdirSync(drawingsDir)
  .filter((file) => file.endsWith('.light.svg'))
  .sort();

/** A selection of elements, as cheerio returns it. */
type Selection = ReturnType<cheerio.CheerioAPI>;

/** The sum of the translate() transforms of an element and its ancestors. */
function offsetOf($: cheerio.CheerioAPI, element: Selection): Point {
  const offset = { x: 0, y: 0 };
  for (const node of [element.get(0), ...element.parents().get()]) {
    const match = /translate\(\s*([-\d.e]+)[ ,]+([-\d.e]+)\s*\)/.exec($(node).attr('transform') ?? '');
    if (match) {
      offset.x += Number(match[1]);
      offset.y += Number(match[2]);
    }
  }
  return offset;
}

const numbersIn = (text: string): number[] => (text.match(/-?\d*\.?\d+(?:e-?\d+)?/g) ?? []).map(Number);

/** The box of a node's outline shape, in the drawing's coordinates. */
function nodeBox($: cheerio.CheerioAPI, node: Selection): Box | undefined {
  const shape = node.children('rect, polygon, path, circle, ellipse, g.label-container, g').first();
  // The shape's own transform counts too (Mermaid moves a diamond's polygon into place).
  const { x, y } = offsetOf($, shape.length > 0 ? shape : node);
  const attr = (name: string) => Number(shape.attr(name) ?? 0);
  const tag = shape.get(0)?.tagName;
  if (tag === 'rect') {
    return {
      left: x + attr('x'),
      top: y + attr('y'),
      right: x + attr('x') + attr('width'),
      bottom: y + attr('y') + attr('height'),
    };
  }
  if (tag === 'circle' || tag === 'ellipse') {
    const rx = attr('r') || attr('rx');
    const ry = attr('r') || attr('ry');
    return { left: x - rx, top: y - ry, right: x + rx, bottom: y + ry };
  }
  const coordinates = numbersIn(shape.attr('points') ?? shape.attr('d') ?? shape.find('path').first().attr('d') ?? '');
  if (coordinates.length < 4) return undefined;
  const xs = coordinates.filter((_, i) => i % 2 === 0);
  const ys = coordinates.filter((_, i) => i % 2 === 1);
  return {
    left: x + Math.min(...xs),
    top: y + Math.min(...ys),
    right: x + Math.max(...xs),
    bottom: y + Math.max(...ys),
  };
}

/** Points along an SVG path made of absolute M, L and C commands (what Mermaid draws edges with). */
function pointsAlong(d: string, offset: Point): Point[] {
  const points: Point[] = [];
  let current: Point = { x: 0, y: 0 };
  for (const [, command, args] of d.matchAll(/([MLC])([^MLC]*)/g)) {
    const n = numbersIn(args!);
    if (command === 'M' || command === 'L') {
      for (let i = 0; i + 1 < n.length; i += 2) {
        const next = { x: n[i]!, y: n[i + 1]! };
        if (command === 'L') for (let t = 0.1; t < 1; t += 0.1) points.push(lerp(current, next, t));
        current = next;
        points.push(current);
      }
    } else {
      for (let i = 0; i + 5 < n.length; i += 6) {
        const [c1, c2, end] = [0, 2, 4].map((j) => ({ x: n[i + j]!, y: n[i + j + 1]! })) as [Point, Point, Point];
        for (let t = 0.05; t <= 1; t += 0.05) {
          const u = 1 - t;
          points.push({
            x: u * u * u * current.x + 3 * u * u * t * c1.x + 3 * u * t * t * c2.x + t * t * t * end.x,
            y: u * u * u * current.y + 3 * u * u * t * c1.y + 3 * u * t * t * c2.y + t * t * t * end.y,
          });
        }
        current = end;
      }
    }
  }
  return points.map((p) => ({ x: p.x + offset.x, y: p.y + offset.y }));
}

const lerp = (a: Point, b: Point, t: number): Point => ({ x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t });

const inside = (p: Point, box: Box) =>
  p.x > box.left + INSET_PX && p.x < box.right - INSET_PX && p.y > box.top + INSET_PX && p.y < box.bottom - INSET_PX;

/** Each edge of a flowchart drawing that passes through a node it does not connect. */
export function edgesBehindNodes(svg: string): string[] {
  const $ = cheerio.load(svg, { xml: true });
  const nodes = $('g.node')
    .get()
    .flatMap((element) => {
      const node = $(element);
      const id = /-flowchart-(.+)-\d+$/.exec(node.attr('id') ?? '')?.[1];
      const box = nodeBox($, node);
      return id && box ? [{ id, box }] : [];
    });
  const problems: string[] = [];
  $('path[data-edge="true"]').each((_, element) => {
    const edge = $(element);
    const edgeId = edge.attr('data-id') ?? '';
    const ends = nodes.filter(
      ({ id }) => edgeId.startsWith(`L_${id}_`) || new RegExp(`_${id.replace(/\W/g, '\\$&')}_\\d+$`).test(edgeId),
    );
    const points = pointsAlong(edge.attr('d') ?? '', offsetOf($, edge));
    for (const node of nodes) {
      if (ends.includes(node)) continue;
      if (points.some((point) => inside(point, node.box))) problems.push(`${edgeId} runs behind ${node.id}`);
    }
  });
  return problems;
}

describe('diagram drawings', () => {
  it('finds the drawings', () => {
    expect(lightDrawings.length).toBeGreaterThan(10);
  });

  it('draws no flowchart edge behind a node it does not connect', () => {
    const flowcharts = lightDrawings.filter((file) =>
      fs.readFileSync(path.join(drawingsDir, file), 'utf8').includes('aria-roledescription="flowchart-v2"'),
    );
    expect(flowcharts.length).toBeGreaterThan(5);
    const problems = flowcharts.flatMap((file) =>
      edgesBehindNodes(fs.readFileSync(path.join(drawingsDir, file), 'utf8')).map((problem) => `${file}: ${problem}`),
    );
    expect(problems).toEqual([]);
  });

  it('fits every drawing into the article column at 1280 px with legible labels', () => {
    const sizes = readSizes() as Record<string, [number, number, number]>;
    const tooWide = Object.entries(sizes)
      .map(([key, [width, , smallestLabel]]) => [key, Math.ceil(legibleWidth(width, smallestLabel))] as const)
      .filter(([, width]) => width > ARTICLE_COLUMN_AT_1280_PX)
      .map(([key, width]) => `${key}: at least ${width} px wide`);
    expect(tooWide).toEqual([]);
  });
});

describe('edgesBehindNodes', () => {
  const drawing = (edgePath: string) => `<svg aria-roledescription="flowchart-v2"><g class="root">
    <g class="edgePaths"><path data-edge="true" data-id="L_A_B_0" d="${edgePath}"/></g>
    <g class="nodes">
      <g class="node" id="diagram-k-light-flowchart-A-0" transform="translate(50, 20)"><rect x="-40" y="-10" width="80" height="20"/></g>
      <g class="node" id="diagram-k-light-flowchart-C-1" transform="translate(50, 100)"><rect x="-40" y="-10" width="80" height="20"/></g>
      <g class="node" id="diagram-k-light-flowchart-B-2" transform="translate(50, 180)"><rect x="-40" y="-10" width="80" height="20"/></g>
    </g></g></svg>`;

  it('reports an edge drawn straight through a node between its ends', () => {
    expect(edgesBehindNodes(drawing('M50,30L50,170'))).toEqual(['L_A_B_0 runs behind C']);
  });

  it('accepts an edge that goes around the node', () => {
    expect(edgesBehindNodes(drawing('M50,30C150,60,150,140,50,170'))).toEqual([]);
  });
});
