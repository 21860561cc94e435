#!/usr/bin/env node
/**
 * Draws every Mermaid diagram of the built site with Mermaid itself, in Chromium, and saves
 * - its SVG per colour mode to static/diagrams/<key>.light.svg and .dark.svg, which pages
 *   inline instead of loading Mermaid;
 * - its size to src/theme/Mermaid/diagramSizes.json, which pages use to hold its space.
 * Run after changing or adding a diagram, then rebuild:
 *
 *   npm run build && npm run diagrams && npm run build
 *
 * A diagram without a drawing still works: the page falls back to Mermaid (a test lists
 * diagrams whose drawings are missing). Drawings of diagrams no page uses are removed.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { fileURLToPath } from 'node:url';
import { serveBuild } from './bench/serve.mjs';
import { launchBrowser } from './bench/browser.mjs';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { values } = parseArgs({
  options: { dir: { type: 'string', default: 'build' }, port: { type: 'string', default: '4590' } },
});
const buildDir = path.resolve(repoRoot, values.dir);
const base = (process.env.BASE_URL ?? '/argo-accounting/').replace(/^\/?/, '/').replace(/\/?$/, '/');
const target = path.join(repoRoot, 'src/theme/Mermaid/diagramSizes.json');
const drawingsDir = path.join(repoRoot, 'static/diagrams');

function htmlFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return htmlFiles(full);
    return entry.name === 'index.html' ? [full] : [];
  });
}

const pages = htmlFiles(buildDir)
  .filter((file) => fs.readFileSync(file, 'utf8').includes('data-diagram-key'))
  .map((file) => path.relative(buildDir, path.dirname(file)).split(path.sep).join('/'));

const server = await serveBuild({ dir: buildDir, base, port: Number(values.port) });
const browser = await launchBrowser();
const sizes = {};
const drawings = new Map();
try {
  for (const colorScheme of ['light', 'dark']) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme });
    // Makes the Mermaid wrapper draw with Mermaid rather than use existing drawings.
    await context.addInitScript(() => localStorage.setItem('diagrams:live', '1'));
    const page = await context.newPage();
    for (const route of pages) {
      await page.goto(server.url(route ? `${route}/` : ''));
      const slots = page.locator('[data-diagram-key]');
      for (let i = 0; i < (await slots.count()); i += 1) {
        const slot = slots.nth(i);
        await slot.scrollIntoViewIfNeeded();
        await slot.locator('svg').first().waitFor({ timeout: 20_000 });
        const { key, size, svg } = await slot.evaluate((element) => {
          const drawn = element.querySelector('svg');
          const box = drawn.getBoundingClientRect();
          const natural = parseFloat(drawn.style.maxWidth) || drawn.viewBox.baseVal.width || box.width;
          return {
            key: element.dataset.diagramKey,
            size: [Math.round(natural * 100) / 100, Number((box.height / box.width).toFixed(5))],
            svg: drawn.outerHTML,
          };
        });
        if (colorScheme === 'light') sizes[key] = size;
        // Mermaid names the SVG (and its styles and markers) with a random id; a stable one
        // keeps the files the same from run to run.
        const randomId = /^<svg id="([^"]+)"/.exec(svg)?.[1];
        const stable = randomId ? svg.split(randomId).join(`diagram-${key}-${colorScheme}`) : svg;
        drawings.set(`${key}.${colorScheme}.svg`, `${stable}\n`);
      }
      if (colorScheme === 'light') process.stderr.write(`${route}: ${await slots.count()} diagram(s)\n`);
    }
    await context.close();
  }
} finally {
  await browser.close();
  await server.close();
}
fs.mkdirSync(drawingsDir, { recursive: true });
for (const file of fs.readdirSync(drawingsDir)) {
  if (file.endsWith('.svg') && !drawings.has(file)) fs.rmSync(path.join(drawingsDir, file));
}
for (const [file, svg] of drawings) fs.writeFileSync(path.join(drawingsDir, file), svg);
const sorted = Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(
  `${Object.keys(sorted).length} diagrams: sizes in ${path.relative(repoRoot, target)}, drawings in static/diagrams/`,
);
