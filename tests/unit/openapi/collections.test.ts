import { describe, expect, it } from 'vitest';
import { collections, operationRoute } from '../../../src/plugins/openapi-operations/collections';
import { listOperations } from '../../../src/plugins/openapi-operations/spec';

describe('collections', () => {
  it('place every operation of the contract in exactly one collection', () => {
    const listed = collections.flatMap((c) => c.operationIds);
    const ids = listOperations().map((op) => op.operationId);
    expect([...listed].sort()).toEqual([...ids].sort());
    expect(new Set(listed).size).toBe(listed.length);
  });

  it('give each operation a route under its collection', () => {
    expect(operationRoute('createInstallation')).toBe('docs/api/installation/create-installation');
    expect(() => operationRoute('noSuchOperation')).toThrow(/no collection/);
  });
});
