import { describe, expect, it } from 'vitest';
import { operationsSorter } from '../../../src/components/ApiExplorer/swaggerUi';

/** Stands in for the Immutable.js map Swagger UI passes its sorter. */
const operation = (operationId: string) => ({
  getIn: (keys: string[]) => (keys.join('.') === 'operation.operationId' ? operationId : undefined),
});

describe('operationsSorter', () => {
  it("puts Swagger UI's operations in the site's order, unknown ones last", () => {
    const sort = operationsSorter(['listProviders', 'createProvider', 'getProvider']);
    const sorted = ['getProvider', 'somethingNew', 'listProviders', 'createProvider']
      .map(operation)
      .sort(sort)
      .map((op) => op.getIn(['operation', 'operationId']));
    expect(sorted).toEqual(['listProviders', 'createProvider', 'getProvider', 'somethingNew']);
  });
});
