#!/usr/bin/env node
/**
 * Measures every Mermaid diagram of the built site and writes its size to
 * src/theme/Mermaid/diagramSizes.json, which the Mermaid wrapper uses to hold the diagram's
 * space while it is drawn. Run after changing or adding a diagram, then rebuild:
 *
 *   npm run build && node scripts/mermaid-sizes.mjs && npm run build
 *
 * A diagram missing from the file still works; it just shifts the text below it once drawn
 * (the layout-shift test catches that on the pages it checks).
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
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  for (const route of pages) {
    await page.goto(server.url(route ? `${route}/` : ''));
    const slots = page.locator('[data-diagram-key]');
    for (let i = 0; i < (await slots.count()); i += 1) {
      const slot = slots.nth(i);
      await slot.scrollIntoViewIfNeeded();
      const svg = slot.locator('svg').first();
      await svg.waitFor({ timeout: 20_000 });
      const [key, size] = await slot.evaluate((element) => {
        const drawn = element.querySelector('svg');
        const box = drawn.getBoundingClientRect();
        const natural = parseFloat(drawn.style.maxWidth) || drawn.viewBox.baseVal.width || box.width;
        return [
          element.dataset.diagramKey,
          [Math.round(natural * 100) / 100, Number((box.height / box.width).toFixed(5))],
        ];
      });
      sizes[key] = size;
    }
    process.stderr.write(`${route}: ${await slots.count()} diagram(s)\n`);
  }
} finally {
  await browser.close();
  await server.close();
}
const sorted = Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync(target, `${JSON.stringify(sorted, null, 2)}\n`);
console.log(`${Object.keys(sorted).length} diagram sizes written to ${path.relative(repoRoot, target)}`);
