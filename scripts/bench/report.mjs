import fs from 'node:fs';
import path from 'node:path';

/** Plain-text tables for the terminal. */
export function table(/** @type {string[]} */ headers, /** @type {unknown[][]} */ rows) {
  const cells = [headers, ...rows].map((row) =>
    row.map((cell) => (cell === null || cell === undefined ? '–' : String(cell))),
  );
  const widths = headers.map((_, i) => Math.max(...cells.map((row) => row[i].length)));
  const line = (/** @type {string[]} */ row) =>
    row.map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i]))).join('  ');
  return [line(cells[0]), widths.map((w) => '-'.repeat(w)).join('  '), ...cells.slice(1).map(line)].join('\n');
}

export const kib = (/** @type {number | null | undefined} */ bytes) =>
  bytes === undefined || bytes === null ? null : (bytes / 1024).toFixed(1);
export const ms = (/** @type {number | null | undefined} */ value) =>
  value === undefined || value === null ? null : `${Math.round(value)}`;

/** The middle number (the mean of the two middle ones for an even count); null when there is none. */
export function median(/** @type {unknown[]} */ values) {
  const sorted = values.filter((v) => typeof v === 'number').sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export const repoRoot = path.resolve(import.meta.dirname, '../..');

/** Writes `data` as JSON to each file named relative to the repository (bench-results/ is ignored by git). */
export function writeJson(/** @type {unknown} */ data, /** @type {string[]} */ ...files) {
  for (const file of files) {
    const target = path.resolve(repoRoot, file);
    fs.mkdirSync(path.dirname(target), { recursive: true });
    fs.writeFileSync(target, `${JSON.stringify(data, null, 2)}\n`);
    process.stderr.write(`[bench] wrote ${path.relative(repoRoot, target)}\n`);
  }
}
