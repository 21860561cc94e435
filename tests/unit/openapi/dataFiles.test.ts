/** Which data files a page is made from, beside its own source: what its "Last updated" date follows. */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { dataFilesOf } from '../../../src/plugins/openapi-operations/dataFiles';
import { recordPath } from '../../../src/plugins/openapi-operations/releaseHistory';
import { specPath } from '../../../src/plugins/openapi-operations/spec';

const docs = path.resolve(__dirname, '../../../docs');
const read = (file: string) => fs.readFileSync(path.join(docs, file), 'utf8');

describe('dataFilesOf', () => {
  it('an operation page is made from the contract and the service record', () => {
    expect(dataFilesOf('api/installation/create-capacity.mdx', read('api/installation/create-capacity.mdx'))).toEqual([specPath, recordPath]);
  });

  it('the changelog is made from the service record', () => {
    expect(dataFilesOf('changelog.md', read('changelog.md'))).toEqual([recordPath]);
  });

  it('a page that only links to operations, or none, is its own source', () => {
    expect(read('api/installation/index.md')).toContain('<ApiOperationLink');
    expect(dataFilesOf('api/installation/index.md', read('api/installation/index.md'))).toEqual([]);
    expect(dataFilesOf('quickstart.md', read('quickstart.md'))).toEqual([]);
  });
});
