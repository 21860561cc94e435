import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { listOperations } from '../../../src/plugins/openapi-operations/spec';

const docsDir = path.resolve(__dirname, '../../../docs');

/** True when a concrete or templated path matches a contract path template. */
function pathMatches(template: string, candidate: string): boolean {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(candidate);
}

describe('endpoints named in the prose', () => {
  it('exist in the contract (METHOD /accounting-system/...)', () => {
    const operations = listOperations();
    const mention = /\b(GET|POST|PUT|PATCH|DELETE)\s+(?:\{host\}|https?:\/\/[^\s/`]+)?(\/accounting-system\/[^\s`"'()<>?#,;]*)/g;
    const problems: string[] = [];
    let mentions = 0;
    const files = fs
      .readdirSync(docsDir, { recursive: true, encoding: 'utf8' })
      .filter((file) => /\.mdx?$/.test(file));
    for (const file of files) {
      for (const [, method, rawPath] of fs.readFileSync(path.join(docsDir, file), 'utf8').matchAll(mention)) {
        mentions += 1;
        const cleanPath = rawPath!.replace(/[.:]+$/, '').replace(/\/$/, '');
        if (!operations.some((op) => op.method === method && pathMatches(op.path, cleanPath)))
          problems.push(`${file}: ${method} ${cleanPath}`);
      }
    }
    expect(mentions, 'the docs name endpoints').toBeGreaterThan(20);
    expect(problems).toEqual([]);
  });
});
