// The one walk over the contract's operations, shared by the site's generator and the service diff (plain Node).
/** @typedef {Record<string, any>} Json */

/** The HTTP methods an OpenAPI path item may hold, lower case as the contract writes them. */
export const METHODS = ['get', 'post', 'put', 'patch', 'delete', 'head', 'options', 'trace'];

/** One operation's key, as the record, the diff and the changelog name it: `GET /accounting-system/…`. */
export const operationKey = (/** @type {{ method: string; path: string }} */ { method, path }) =>
  `${method.toUpperCase()} ${path}`;

/** The node a `$ref` (a JSON pointer into the contract) leads to, followed until it is no reference. */
export function resolveRef(/** @type {Json} */ spec, /** @type {any} */ node) {
  let current = node;
  const seen = new Set();
  while (current && typeof current === 'object' && typeof current.$ref === 'string') {
    if (seen.has(current.$ref)) break;
    seen.add(current.$ref);
    current = current.$ref
      .replace(/^#\//, '')
      .split('/')
      .reduce(
        (/** @type {any} */ acc, /** @type {string} */ key) => acc?.[key.replace(/~1/g, '/').replace(/~0/g, '~')],
        spec,
      );
  }
  return current;
}

/**
 * A schema (a `$ref` followed) with its `allOf` parts' properties and required lists merged, its own first.
 * @param {Json} spec
 * @param {any} node
 * @returns {Json}
 */
export function mergedSchema(spec, node) {
  const schema = resolveRef(spec, node) ?? {};
  if (!schema.allOf) return schema;
  const parts = [schema, ...schema.allOf.map((/** @type {any} */ part) => mergedSchema(spec, part))];
  return {
    type: 'object',
    properties: Object.assign({}, ...parts.map((part) => part.properties)),
    required: parts.flatMap((part) => part.required ?? []),
  };
}

/** Every operation in path order, with its parameters resolved (the path item's first). */
export function operationsOf(/** @type {Json} */ spec) {
  return Object.entries(spec.paths ?? {}).flatMap(([path, item]) =>
    METHODS.filter((method) => item[method]).map((method) => ({
      path,
      method,
      operation: item[method],
      parameters: [...(item.parameters ?? []), ...(item[method].parameters ?? [])].map((parameter) => {
        const resolved = resolveRef(spec, parameter);
        if (!resolved) throw new Error(`contract: unresolved parameter ${parameter.$ref}`);
        return resolved;
      }),
    })),
  );
}
