/** Reads the OpenAPI contract the same way the site does, for tests that compare against it. */
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

export const specFile = path.resolve(__dirname, '../../openapi/accounting-system.yaml');
const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

export interface SpecOperation {
  operationId: string;
  method: string;
  path: string;
  tag: string;
}

export function specOperations(): SpecOperation[] {
  const spec = yaml.load(fs.readFileSync(specFile, 'utf8')) as { paths: Record<string, Record<string, any>> };
  return Object.entries(spec.paths).flatMap(([p, item]) =>
    METHODS.filter((m) => item[m]).map((m) => ({
      operationId: item[m].operationId,
      method: m.toUpperCase(),
      path: p,
      tag: item[m].tags?.[0],
    })),
  );
}

/** True when a concrete or templated path matches a spec path template. */
export function pathMatches(template: string, candidate: string): boolean {
  const pattern = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+');
  return new RegExp(`^${pattern}$`).test(candidate);
}

export function walkFiles(dir: string, pattern: RegExp): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return walkFiles(full, pattern);
    return pattern.test(entry.name) ? [full] : [];
  });
}
