import { describe, expect, it } from 'vitest';
import { listOperations, operationViews } from '../../../src/plugins/openapi-operations/spec';

/** A small contract with the shapes the real one uses: allOf, oneOf and a schema that refers to itself. */
const fixture = {
  servers: [{ url: 'https://api.example.org' }],
  paths: {
    '/things/{thing_id}': {
      parameters: [{ $ref: '#/components/parameters/ThingId' }],
      get: {
        operationId: 'getThing',
        summary: 'Get a thing',
        tags: ['Things'],
        'x-required-roles': ['thing viewer'],
        parameters: [{ name: 'page', in: 'query', schema: { type: 'integer', minimum: 1, default: 1 } }],
        responses: {
          '200': {
            description: 'The thing.',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Thing' } } },
          },
          '404': { $ref: '#/components/responses/NotFound' },
        },
      },
      patch: {
        operationId: 'updateThing',
        requestBody: {
          content: {
            'application/json': {
              schema: { oneOf: [{ $ref: '#/components/schemas/Thing' }, { type: 'object' }] },
              example: { name: 'x' },
            },
          },
        },
        responses: { '204': { description: 'Updated.' } },
      },
    },
  },
  components: {
    parameters: {
      ThingId: { name: 'thing_id', in: 'path', required: true, schema: { type: 'string', example: 'abc' } },
    },
    responses: {
      NotFound: {
        description: 'No such thing.',
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      },
    },
    schemas: {
      Named: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 20 } } },
      Thing: {
        allOf: [
          { $ref: '#/components/schemas/Named' },
          {
            type: 'object',
            properties: {
              kind: { type: 'string', enum: ['a', 'b'] },
              parent: { $ref: '#/components/schemas/Thing' },
              children: { type: 'array', items: { $ref: '#/components/schemas/Thing' } },
              unit: { oneOf: [{ $ref: '#/components/schemas/Named' }, { type: 'string' }] },
            },
          },
        ],
      },
      Error: { type: 'object', properties: { code: { type: 'integer' }, message: { type: 'string' } } },
    },
  },
};

describe('operation view model', () => {
  const [getThing, updateThing] = operationViews(fixture);

  it('merges path-level and operation parameters, resolving $ref', () => {
    expect(getThing!.parameters.map((p) => [p.name, p.location, p.required])).toEqual([
      ['thing_id', 'path', true],
      ['page', 'query', false],
    ]);
    expect(getThing!.parameters[1]!.rules).toEqual(['Default: `1`', 'Minimum: 1']);
  });

  it('flattens allOf into one field list with the required flags of every part', () => {
    const fields = getThing!.responses[0]!.fields;
    expect(fields.find((f) => f.name === 'name')).toMatchObject({ type: 'string', required: true });
    expect(fields.find((f) => f.name === 'kind')?.rules).toEqual(['One of: `a`, `b`']);
    expect(getThing!.responses[0]!.schemaName).toBe('Thing');
  });

  it('stops at a schema that refers to itself instead of recursing', () => {
    const names = getThing!.responses[0]!.fields.map((f) => f.name);
    expect(names).toContain('parent');
    expect(names).toContain('children');
    expect(names.some((n) => n.startsWith('parent.') || n.startsWith('children[].'))).toBe(false);
  });

  it('names a oneOf by its variants and does not expand it', () => {
    const unit = getThing!.responses[0]!.fields.find((f) => f.name === 'unit');
    expect(unit?.type).toBe('Named | string');
    // A oneOf request body has no single field list; the example shows its shape.
    expect(updateThing!.bodyFields).toEqual([]);
  });

  it('resolves shared responses and keeps their fields', () => {
    const notFound = getThing!.responses.find((r) => r.status === '404');
    expect(notFound?.description).toBe('No such thing.');
    expect(notFound?.fields.map((f) => f.name)).toEqual(['code', 'message']);
  });

  it('builds code samples with the path example filled in', () => {
    expect(getThing!.samples.map((s) => s.language)).toEqual(['curl', 'python', 'javascript']);
    expect(getThing!.samples[0]!.code).toContain('THING_ID="abc"');
    expect(getThing!.samples[0]!.code).toContain('"$BASE_URL/things/$THING_ID" \\\n  -G --data-urlencode "page=1"');
    expect(getThing!.parameters.find((p) => p.name === 'thing_id')?.placeholder).toBe('THING_ID');
    expect(getThing!.parameters.find((p) => p.name === 'page')?.placeholder).toBeUndefined();
  });
});

describe('the real contract', () => {
  const operations = listOperations();

  it('is read into views once per change, not once per page that asks (each operation page of a build does)', () => {
    expect(listOperations()).toBe(listOperations());
  });

  it('has unique operation ids, each with a summary, a tag and at least one success response', () => {
    const ids = operations.map((op) => op.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBeGreaterThan(90);
    for (const op of operations) {
      expect(op.summary, op.operationId).not.toBe(op.operationId);
      expect(op.tag, op.operationId).not.toBe('');
      expect(
        op.responses.some((r) => r.status.startsWith('2')),
        op.operationId,
      ).toBe(true);
    }
  });

  it('documents the body fields of every JSON success response that has a schema', () => {
    const missing = operations
      .flatMap((op) => op.responses.map((r) => ({ op, r })))
      .filter(({ r }) => r.status.startsWith('2') && r.schemaName && r.fields.length === 0)
      .map(({ op, r }) => `${op.operationId} ${r.status} ${r.schemaName}`);
    expect(missing).toEqual([]);
  });
});
