#!/usr/bin/env node
/**
 * `npm run diagrams`: draws every ```mermaid fence of docs/ with Mermaid in Chromium into
 * static/diagrams/<key>.{light,dark}.svg, which pages inline instead of loading Mermaid, and each size
 * into src/theme/Mermaid/diagramSizes.json. Fails on a diagram that does not parse or a label that
 * overflows its box; removes drawings no page uses.
 */
import fs from 'node:fs';
import path from 'node:path';
import { visit } from 'unist-util-visit';
import { loadDocsMarkdownParser } from '../lib/docsMarkdownParser.mjs';
import { diagramKey, drawingSettings } from '../src/theme/Mermaid/diagramKey.mjs';
import { chromiumFlags, chromiumPath } from '../lib/chromium.mjs';

const repoRoot = path.resolve(import.meta.dirname, '..');
export const docsDir = path.join(repoRoot, 'docs');
export const sizesFile = path.join(repoRoot, 'src/theme/Mermaid/diagramSizes.json');
export const drawingsDir = path.join(repoRoot, 'static/diagrams');
const colorModes = /** @type {const} */ (['light', 'dark']);

/**
 * Every ```mermaid fence under `dir` as Docusaurus parses it, the files in a stable order.
 * @returns {Promise<{ file: string; line: number; source: string }[]>}
 */
export async function findDiagrams(dir = docsDir) {
  const parse = await loadDocsMarkdownParser();
  const files = fs
    .readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((relative) => /\.mdx?$/.test(relative))
    .sort((a, b) => a.localeCompare(b))
    .map((relative) => path.join(dir, relative));

  const found = /** @type {{ file: string; line: number; source: string }[]} */ ([]);
  for (const file of files) {
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('mermaid')) continue;
    visit(parse(text), 'code', (node) => {
      if (node.lang === 'mermaid') {
        found.push({ file: path.relative(repoRoot, file), line: node.position?.start.line ?? 0, source: node.value });
      }
    });
  }
  return found;
}

/**
 * What every drawing depends on besides its source: the installed Mermaid and the site's themeConfig.mermaid.
 * @returns {Promise<import('../src/theme/Mermaid/diagramKey.mjs').DrawingSetup>}
 */
export async function loadDrawingSetup() {
  const mermaidPackage = JSON.parse(fs.readFileSync(path.join(repoRoot, 'node_modules/mermaid/package.json'), 'utf8'));
  const { loadSiteConfig } = await import('@docusaurus/core/lib/server/config.js');
  const { siteConfig } = await loadSiteConfig({ siteDir: repoRoot });
  return { mermaidVersion: mermaidPackage.version, themeConfig: /** @type {any} */ (siteConfig.themeConfig)?.mermaid };
}

/** Size entries are [natural width px, height ÷ width, smallest label px at natural size]. */
export function readSizes() {
  return JSON.parse(fs.readFileSync(sizesFile, 'utf8'));
}

/** Runs in the browser: a drawing's size, its smallest label and the labels wider than their box. */
function inspectDrawing() {
  const svg = /** @type {SVGSVGElement} */ (document.querySelector('svg'));
  const { width, height } = svg.viewBox.baseVal;
  svg.style.maxWidth = 'none';
  svg.setAttribute('width', String(width));
  let smallestLabel = Infinity;
  const walker = document.createTreeWalker(svg, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = /** @type {Element} */ (node.parentElement);
    if (!node.textContent?.trim() || parent.closest('style, title, desc')) continue;
    smallestLabel = Math.min(smallestLabel, parseFloat(getComputedStyle(parent).fontSize));
  }
  const overflowing = [];
  for (const object of svg.querySelectorAll('foreignObject')) {
    const box = object.getBoundingClientRect();
    const content = object.firstElementChild;
    if (!content || !content.textContent.trim()) continue;
    const inner = content.getBoundingClientRect();
    if (content.scrollWidth > box.width + 1 || inner.width > box.width + 1 || inner.height > box.height + 1) {
      overflowing.push(content.textContent.trim());
    }
  }
  for (const label of svg.querySelectorAll('g.node')) {
    const shape = label.querySelector(':scope > rect, :scope > polygon, :scope > path, :scope > circle');
    const text = label.querySelector('.label, text');
    if (!shape || !text || !text.textContent.trim()) continue;
    const outer = shape.getBoundingClientRect();
    const inner = text.getBoundingClientRect();
    if (inner.left < outer.left - 1 || inner.right > outer.right + 1) overflowing.push(text.textContent.trim());
  }
  return { width, height, smallestLabel, overflowing };
}

async function main() {
  const { chromium } = await import('playwright');
  const { createMermaidRenderer } = await import('mermaid-isomorphic');
  const launchOptions = { executablePath: chromiumPath, args: chromiumFlags };
  const setup = await loadDrawingSetup();
  const diagrams = await findDiagrams();
  const unique = new Map();
  for (const diagram of diagrams) {
    const key = diagramKey(diagram.source, setup);
    if (!unique.has(key)) unique.set(key, diagram);
  }
  const keys = [...unique.keys()];
  const sources = keys.map((key) => unique.get(key).source);

  const render = createMermaidRenderer({ launchOptions });
  const drawings = new Map();
  const problems = [];
  const settings = drawingSettings(setup);
  for (const mode of colorModes) {
    // The same settings as @docusaurus/theme-mermaid passes to mermaid.initialize().
    const mermaidConfig = /** @type {import('mermaid').MermaidConfig} */ ({
      startOnLoad: false,
      ...settings.options,
      theme: settings[mode],
    });
    const results = await render(sources, { mermaidConfig, prefix: `diagram-${mode}` });
    results.forEach((result, index) => {
      const key = keys[index];
      const { file, line } = unique.get(key);
      if (result.status === 'rejected') {
        problems.push(`${file}:${line}: Mermaid could not draw it: ${result.reason?.message ?? result.reason}`);
        return;
      }
      // A stable id (the SVG's styles are scoped to it): the same files each run, unique on a page.
      const svg = result.value.svg.split(result.value.id).join(`diagram-${key}-${mode}`);
      drawings.set(`${key}.${mode}.svg`, `${svg}\n`);
    });
  }

  const sizes = /** @type {Record<string, number[]>} */ ({});
  const browser = await chromium.launch(launchOptions);
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    for (const key of keys) {
      const svg = drawings.get(`${key}.light.svg`);
      if (!svg) continue;
      await page.setContent(`<!doctype html><body style="margin:0">${svg}</body>`);
      const { width, height, smallestLabel, overflowing } = await page.evaluate(inspectDrawing);
      const { file, line } = unique.get(key);
      for (const label of overflowing) problems.push(`${file}:${line}: label does not fit its box: "${label}"`);
      sizes[key] = [Math.round(width * 100) / 100, Number((height / width).toFixed(5)), smallestLabel];
    }
  } finally {
    await browser.close();
  }

  fs.mkdirSync(drawingsDir, { recursive: true });
  for (const file of fs.readdirSync(drawingsDir)) {
    if (file.endsWith('.svg') && !drawings.has(file)) fs.rmSync(path.join(drawingsDir, file));
  }
  for (const [file, svg] of drawings) fs.writeFileSync(path.join(drawingsDir, file), svg);
  const sorted = Object.fromEntries(Object.entries(sizes).sort(([a], [b]) => a.localeCompare(b)));
  fs.writeFileSync(sizesFile, `${JSON.stringify(sorted)}\n`);
  console.log(
    `${diagrams.length} fences, ${keys.length} diagrams (Mermaid ${setup.mermaidVersion}): ` +
      `sizes in ${path.relative(repoRoot, sizesFile)}, drawings in ${path.relative(repoRoot, drawingsDir)}/`,
  );
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exitCode = 1;
  }
}

if (process.argv[1] === import.meta.filename) await main();
