import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, test } from 'vitest';
import { readOnChange } from '../../../src/plugins/shared/readOnChange';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'read-on-change-'));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

test('parses a file once, and again only after it has changed', () => {
  const file = path.join(dir, 'facts.json');
  fs.writeFileSync(file, '{"release":"1.7.0"}');
  let parses = 0;
  const read = readOnChange(file, (text) => {
    parses += 1;
    return JSON.parse(text) as { release: string };
  });
  const first = read();
  expect(read()).toBe(first);
  expect(parses).toBe(1);

  fs.writeFileSync(file, '{"release":"1.8.0"}');
  // A later mtime, whatever the file system's clock resolution.
  const later = new Date(fs.statSync(file).mtimeMs + 2_000);
  fs.utimesSync(file, later, later);
  expect(read()).toEqual({ release: '1.8.0' });
  expect(parses).toBe(2);
});
