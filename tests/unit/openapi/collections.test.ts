import { describe, expect, it } from 'vitest';
import { collections, inReadingOrder, operationRoute } from '../../../src/plugins/openapi-operations/collections';
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

  it('give one reading order: the collections in turn, each in its own order', () => {
    const ops = (...ids: string[]) => ids.map((operationId) => ({ operationId }));
    const shuffled = ops('listProviderInstallations', 'createProvider', 'listUnitTypes', 'listProviders');
    expect(inReadingOrder(shuffled).map((op) => op.operationId)).toEqual([
      'listProviders',
      'createProvider',
      'listProviderInstallations',
      'listUnitTypes',
    ]);
    expect(inReadingOrder(listOperations()).map((op) => op.operationId)).toEqual(collections.flatMap((c) => c.operationIds));
    expect(() => inReadingOrder(ops('listProviders', 'noSuchOperation'))).toThrow(/no collection/);
  });
});
