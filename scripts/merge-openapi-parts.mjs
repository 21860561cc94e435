// One-off helper while the spec is written in parts: merges openapi/parts/*.yaml into
// openapi/accounting-system.yaml, failing on any duplicate path, operation or component.
import fs from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';

const dir = 'openapi/parts';
const files = fs.readdirSync(dir).filter((f) => f.endsWith('.yaml')).sort((a, b) => (a === 'common.yaml' ? -1 : b === 'common.yaml' ? 1 : a.localeCompare(b)));
const out = yaml.load(fs.readFileSync(path.join(dir, 'common.yaml'), 'utf8'));
out.tags = out.tags ?? [];
for (const f of files.filter((f) => f !== 'common.yaml')) {
  const part = yaml.load(fs.readFileSync(path.join(dir, f), 'utf8'));
  for (const t of part.tags ?? []) {
    if (out.tags.some((x) => x.name === t.name)) throw new Error(`${f}: duplicate tag ${t.name}`);
    out.tags.push(t);
  }
  for (const [p, item] of Object.entries(part.paths ?? {})) {
    out.paths[p] = out.paths[p] ?? {};
    for (const [m, op] of Object.entries(item)) {
      if (out.paths[p][m]) throw new Error(`${f}: duplicate ${m} ${p}`);
      out.paths[p][m] = op;
    }
  }
  for (const [kind, entries] of Object.entries(part.components ?? {})) {
    out.components[kind] = out.components[kind] ?? {};
    for (const [name, value] of Object.entries(entries)) {
      if (out.components[kind][name]) throw new Error(`${f}: duplicate components.${kind}.${name}`);
      out.components[kind][name] = value;
    }
  }
}
out.paths = Object.fromEntries(Object.entries(out.paths).sort(([a], [b]) => a.localeCompare(b)));
fs.writeFileSync('openapi/accounting-system.yaml', yaml.dump(out, { lineWidth: 100, noRefs: true }));
console.log(`merged ${files.length} parts: ${Object.keys(out.paths).length} paths`);
