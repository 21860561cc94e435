/**
 * ARCHITECTURE.md opens with a map of the three pipelines, each box named by the folder or file
 * that does the work. A box whose path no longer exists sends a newcomer nowhere, so every path
 * the diagram names must exist in the repository.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(__dirname, '../../..');
const architecture = fs.readFileSync(path.join(repoRoot, 'ARCHITECTURE.md'), 'utf8');
const diagram = /```mermaid\n([\s\S]*?)```/.exec(architecture)?.[1] ?? '';

/** Repository paths in the diagram's labels: words under a top-level folder of the project. */
function namedPaths(source: string): string[] {
  const labels = [...source.matchAll(/\["([^"]+)"\]/g)].map((match) => match[1]!);
  const paths = labels.flatMap((label) =>
    label
      .split(/[\s,]+/)
      .filter((word) => /^(src|docs|openapi|scripts|config|lib)\//.test(word)),
  );
  return [...new Set(paths)];
}

describe('the pipeline map in ARCHITECTURE.md', () => {
  it('is the first thing on the page', () => {
    expect(architecture.indexOf('```mermaid')).toBeLessThan(architecture.indexOf('\n## '));
  });

  it('names only paths that exist', () => {
    const paths = namedPaths(diagram);
    expect(paths.length).toBeGreaterThanOrEqual(10);
    expect(paths.filter((name) => !fs.existsSync(path.join(repoRoot, name)))).toEqual([]);
  });
});
