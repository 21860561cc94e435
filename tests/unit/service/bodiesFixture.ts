import fs from 'node:fs';
import path from 'node:path';
import { readJavaSources } from '../../../scripts/service/javaEndpoints.mjs';

const bodiesDir = path.join(__dirname, 'fixtures/bodies');

/** The made-up service under fixtures/bodies, each file's text changed by `edit` first. */
export function readBodiesFixture(edit: (file: string, text: string) => string = (_, text) => text) {
  const files = fs
    .readdirSync(bodiesDir)
    .map((file) => ({ path: file, text: edit(file, fs.readFileSync(path.join(bodiesDir, file), 'utf8')) }));
  return readJavaSources(files, { root: '/accounting-system' });
}
