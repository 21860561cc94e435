import { describe, expect, it } from 'vitest';
import {
  expectedOperationPages,
  firstSentence,
  operationPageDrift,
} from '../../../src/plugins/openapi-operations/operationPages';
import { collections } from '../../../src/plugins/openapi-operations/collections';
import { listOperations } from '../../../src/plugins/openapi-operations/spec';

describe('operation pages', () => {
  const operations = listOperations();

  it('match the contract (npm run generate:api has been run and committed)', () => {
    expect(operationPageDrift(operations)).toEqual([]);
  });

  it('are one page per operation plus one category file per collection', () => {
    const files = [...expectedOperationPages(operations).keys()];
    expect(files.filter((f) => f.endsWith('.mdx'))).toHaveLength(operations.length);
    expect(files.filter((f) => f.endsWith('_category_.json'))).toHaveLength(collections.length);
  });

  it('carry the method, path and operation id for the sidebar, search and link previews', () => {
    const page = expectedOperationPages(operations).get('api/installation/create-installation.mdx')!;
    expect(page).toMatch(/^id: create-installation$/m);
    expect(page).toMatch(/^description: "POST \/accounting-system\/installations\. /m);
    expect(page).toMatch(/^sidebar_class_name: api-sidebar-item api-sidebar-item--post$/m);
    expect(page).toContain('"createInstallation"');
    expect(page).toContain('<ApiOperation id="createInstallation" />');
  });

  it('notice a stale or hand-edited page', () => {
    const changed = operations.map((op) => (op.operationId === 'getInstallation' ? { ...op, summary: 'Changed' } : op));
    expect(operationPageDrift(changed)).toEqual(['outdated docs/api/installation/get-installation.mdx']);
    const fewer = operations.filter((op) => op.operationId !== 'listOperands');
    expect(() => operationPageDrift(fewer)).toThrow(/listOperands/);
  });
});

describe('firstSentence', () => {
  it('takes the first sentence of the first paragraph as plain text', () => {
    expect(firstSentence('Creates a `thing` for [a project](/x). Then more.\n\nOther.')).toBe(
      'Creates a thing for a project.',
    );
    expect(firstSentence('No full stop here')).toBe('No full stop here');
    expect(firstSentence('Version 1.8.1 is used. Next.')).toBe('Version 1.8.1 is used.');
    expect(firstSentence('Finds it by `external_id`, _quickly_.')).toBe('Finds it by external_id, quickly.');
  });
});
