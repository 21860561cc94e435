import fs from 'node:fs';

/** A file parsed once per change of its mtime: each page of a build asks, and `docusaurus start` sees edits. */
export function readOnChange<T>(file: string, parse: (text: string) => T): () => T {
  let cache: { mtimeMs: number; value: T } | undefined;
  return () => {
    const { mtimeMs } = fs.statSync(file);
    if (cache?.mtimeMs !== mtimeMs) cache = { mtimeMs, value: parse(fs.readFileSync(file, 'utf8')) };
    return cache.value;
  };
}
