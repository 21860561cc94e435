// Compares the operations read from the service's code with our OpenAPI contract: every difference, one line each.
import { mergedSchema, operationKey, operationsOf, resolveRef } from '../../lib/contractOperations.mjs';

/** @typedef {import('../../lib/contractOperations.mjs').Json} Json */
/** @typedef {import('./javaEndpoints.mjs').AccessCheck} AccessCheck */
/** @typedef {import('./javaEndpoints.mjs').CodeOperation} CodeOperation */
/** @typedef {import('./javaEndpoints.mjs').JsonTypes} JsonTypes */
/** @typedef {import('./javaEndpoints.mjs').JsonField} JsonField */
/** @typedef {{ path: string, type: string, required?: true, enum?: string[] }} BodyField */
/** @typedef {ReturnType<typeof contractOperations>[number]} ContractOperation */
/** @typedef {{ status: string, side: 'code' | 'contract', when: string, reason: string }} StatusRule */
/** @typedef {{ operation: string, field: string, reason: string }} DeliberateOperation */
/**
 * The differences that are meant (scripts/service/deliberate.json).
 * @typedef {object} Deliberate
 * @property {StatusRule[]} [statusRules]
 * @property {DeliberateOperation[]} [operations]
 * @property {{ quote: string, reason: string }[]} [messages]
 */
/** @typedef {{ operation: string, field: string, text: string }} Difference */

/**
 * A JSON body as a flat list of fields: `{ path, type, required?, enum? }`, where a path names a
 * nested field `a.b` and an array's items `a[]`, and `type` is string, integer, number, boolean,
 * object, array or any (not looked into: a body the code parses itself, a oneOf in the contract).
 * @template N
 * @param {{
 *   root: N,
 *   key: (node: N) => unknown,
 *   type: (node: N) => string,
 *   enum: (node: N) => string[] | undefined,
 *   children: (node: N) => { name: string, node: N, required?: boolean }[],
 * }} walk
 */
function flatFields(walk) {
  const fields = /** @type {BodyField[]} */ ([]);
  /** @type {(node: N, prefix: string, seen: unknown[]) => void} */
  const visit = (node, prefix, seen) => {
    for (const { name, node: child, required } of walk.children(node)) {
      const path = name === '[]' ? `${prefix}[]` : prefix ? `${prefix}.${name}` : name;
      const type = walk.type(child);
      const values = walk.enum(child);
      fields.push({ path, type, ...(required ? { required: true } : {}), ...(values ? { enum: values } : {}) });
      const key = walk.key(child);
      if ((type === 'array' || type === 'object') && !seen.includes(key)) visit(child, path, [...seen, key]);
    }
  };
  visit(walk.root, '', []);
  return fields;
}

/**
 * The fields of a body the code takes or returns (a type expression over the record's `types`).
 * @param {string | undefined} type
 * @param {JsonTypes} types
 * @returns {BodyField[] | undefined}
 */
export function codeFields(type, types) {
  if (!type) return undefined;
  const arrayItem = (/** @type {string} */ expression) => /^array<(.*)>$/.exec(expression)?.[1];
  const shapeOf = (/** @type {string} */ name) =>
    /** @type {{ fields?: JsonField[], enum?: string[] } | undefined} */ (types[name]);
  return flatFields({
    root: { type },
    key: (node) => node.type,
    type: (node) =>
      arrayItem(node.type) ? 'array' : shapeOf(node.type)?.enum ? 'string' : types[node.type] ? 'object' : node.type,
    enum: (node) => shapeOf(node.type)?.enum,
    children: (node) =>
      arrayItem(node.type)
        ? [{ name: '[]', node: { type: /** @type {string} */ (arrayItem(node.type)) } }]
        : (shapeOf(node.type)?.fields ?? []).map((field) => ({
            name: field.name,
            node: { type: field.type },
            required: field.required,
          })),
  });
}

/** The fields of a contract body (a request body or response object with JSON content). */
function schemaFields(/** @type {Json} */ spec, /** @type {Json | undefined} */ body) {
  /** @type {Json | undefined} */
  const schema = body?.content?.['application/json']?.schema;
  if (!schema) return undefined;
  const resolve = (/** @type {Json} */ node) => mergedSchema(spec, node);
  return flatFields({
    root: schema,
    key: (node) => node.$ref ?? node,
    type: (node) => {
      const resolved = resolve(node);
      return resolved.oneOf || resolved.anyOf || !resolved.type ? 'any' : resolved.type;
    },
    enum: (node) => resolve(node).enum,
    children: (node) => {
      const resolved = resolve(node);
      if (resolved.type === 'array') return [{ name: '[]', node: resolved.items }];
      return Object.entries(/** @type {Record<string, Json>} */ (resolved.properties ?? {})).map(
        ([name, property]) => ({
          name,
          node: property,
          required: /** @type {string[]} */ (resolved.required ?? []).includes(name),
        }),
      );
    },
  });
}

/** The contract's operations in the shape the Java reader produces. */
export function contractOperations(/** @type {unknown} */ spec) {
  const contract = /** @type {Json} */ (spec);
  return operationsOf(contract).map(({ path, method, operation, parameters }) => {
    const named = (/** @type {string} */ where) =>
      parameters
        .filter((/** @type {Json} */ parameter) => parameter.in === where)
        .map((/** @type {Json} */ parameter) => /** @type {string} */ (parameter.name))
        .sort();
    return {
      method: method.toUpperCase(),
      path,
      operationId: /** @type {string} */ (operation.operationId),
      pathParameters: named('path'),
      queryParameters: named('query'),
      body: Boolean(operation.requestBody),
      statuses: Object.keys(operation.responses ?? {}).sort(),
      roles: /** @type {string[]} */ ([...(operation['x-required-roles'] ?? [])]).sort(),
      request: schemaFields(contract, operation.requestBody && resolveRef(contract, operation.requestBody)),
      // The success responses' bodies: an error's body is the InformativeResponse every error shares.
      responses: Object.fromEntries(
        Object.entries(operation.responses ?? {})
          .filter(([status]) => /^2/.test(status))
          .map(([status, response]) => [status, schemaFields(contract, resolveRef(contract, response))]),
      ),
    };
  });
}

const SYSTEM_ADMIN_DEFAULT_PROVIDER = 'system admin, with a token from the default provider';
/**
 * Who a role of each access check reaches, besides the system role of the same name.
 * @type {Record<string, string[]>}
 */
const SCOPES = {
  AccessResource: ['shared resources'],
  AccessProject: ['project'],
  AccessProvider: ['project', 'provider', 'provider representative'],
  AccessInstallation: ['project', 'provider', 'provider representative', 'installation'],
};

/**
 * The contract's role names that the service's access checks admit. An @AccessResource without roles
 * admits only a system admin on a default-provider token; no check admits any authenticated caller.
 * @param {AccessCheck[]} access
 * @returns {string[]}
 */
export function rolesAdmittedBy(access) {
  if (access.length === 0) return ['any authenticated client', 'system admin', 'system viewer'];
  const roles = new Set();
  for (const { check, roles: named } of access) {
    const scopes = SCOPES[check];
    if (!scopes) throw new Error(`unknown access check ${check}`);
    if (named.length === 0) roles.add(SYSTEM_ADMIN_DEFAULT_PROVIDER);
    for (const role of named) {
      for (const scope of scopes) roles.add(`${scope} ${role}`);
      roles.add(`system ${role}`);
    }
  }
  return [...roles].sort();
}

const listOf = (/** @type {string[]} */ values) => (values.length ? values.join(', ') : 'none');

/**
 * Conditions a status rule may name, read off the code's operation.
 * @type {Record<string, (operation: CodeOperation) => boolean>}
 */
const CONDITIONS = {
  always: () => true,
  'access check': (operation) => operation.access.length > 0,
  'no access check': (operation) => operation.access.length === 0,
  'query parameters': (operation) => operation.queryParameters.length > 0,
  'path parameters': (operation) => operation.pathParameters.length > 0,
  body: (operation) => operation.body,
  '@Consumes': (operation) => operation.consumes,
};
function holds(/** @type {string} */ when, /** @type {CodeOperation} */ operation) {
  const condition = CONDITIONS[when];
  if (!condition)
    throw new Error(`unknown status rule condition "${when}" (known: ${Object.keys(CONDITIONS).join(', ')})`);
  return condition(operation);
}

/**
 * The differences between a body's fields in the code and in the contract, and how many fields were compared.
 * @param {string} side
 * @param {BodyField[]} codeFieldList
 * @param {BodyField[]} contractFieldList
 * @param {boolean} withRequired
 */
function bodyDifferences(side, codeFieldList, contractFieldList, withRequired) {
  const found = /** @type {Omit<Difference, 'operation'>[]} */ ([]);
  const code = new Map(codeFieldList.map((field) => [field.path, field]));
  const contract = new Map(contractFieldList.map((field) => [field.path, field]));
  const paths = [...new Set([...code.keys(), ...contract.keys()])];
  // Below a field that differs or that either side leaves open (`any`), nothing more is said.
  const closed = /** @type {string[]} */ ([]);
  const under = (/** @type {string} */ path) =>
    closed.some((parent) => path.startsWith(`${parent}.`) || path.startsWith(`${parent}[]`));
  let compared = 0;
  for (const path of paths) {
    if (under(path)) continue;
    compared += 1;
    const mine = code.get(path);
    const theirs = contract.get(path);
    const say = (/** @type {string} */ text) => {
      found.push({ field: `${side} ${path}`, text: `${side} body field ${path}: ${text}` });
      closed.push(path);
    };
    if (mine?.type === 'any' || theirs?.type === 'any') closed.push(path);
    // Every path is on one side at least.
    else if (!theirs) say(`the code has it (${/** @type {BodyField} */ (mine).type}), the contract lacks it`);
    else if (!mine) say(`the contract has it (${theirs.type}), the code lacks it`);
    else if (mine.type !== theirs.type) say(`the code says ${mine.type}, the contract ${theirs.type}`);
    // The contract may list the values the code writes into a plain string; a Java enum must match.
    else if (mine.enum && String([...mine.enum].sort()) !== String([...(theirs.enum ?? [])].sort()))
      say(`values: the code has ${listOf(mine.enum)}, the contract ${listOf(theirs.enum ?? [])}`);
    else if (withRequired && Boolean(mine.required) !== Boolean(theirs.required))
      say(
        mine.required
          ? 'the code refuses a request without it, the contract has it optional'
          : 'the contract has it required, the code takes a request without it',
      );
  }
  return { found, compared };
}

/**
 * @param {CodeOperation} code
 * @param {ContractOperation} contract
 * @param {StatusRule[]} statusRules
 * @param {JsonTypes} types
 */
function differencesOf(code, contract, statusRules, types) {
  const found = /** @type {Omit<Difference, 'operation'>[]} */ ([]);
  let compared = 0;
  // Whether there is a body at all is said once, by `body` and the statuses.
  /**
   * @param {string} side
   * @param {string | undefined} codeType
   * @param {BodyField[] | null | undefined} contractFieldList
   * @param {boolean} withRequired
   */
  const compareBody = (side, codeType, contractFieldList, withRequired) => {
    const codeFieldList = codeFields(codeType, types);
    if (!codeFieldList || contractFieldList === null) return;
    if (!contractFieldList) {
      if (codeType !== 'any')
        found.push({ field: side, text: `${side} body: the code's is ${codeType}, the contract has none as JSON` });
      return;
    }
    const result = bodyDifferences(side, codeFieldList, contractFieldList, withRequired);
    found.push(...result.found);
    compared += result.compared;
  };
  compareBody('request', code.request, contract.body ? contract.request : null, true);
  // The code's Response does not say its status in a form the reader follows: the contract's first success with a body.
  const success =
    Object.keys(contract.responses).find((status) => contract.responses[status]) ?? Object.keys(contract.responses)[0];
  if (code.response) compareBody('response', code.response, success ? contract.responses[success] : null, false);
  // `excused(side, value)`: a value that side may list alone (see the status rules).
  /**
   * @param {string} field
   * @param {string[]} codeValue
   * @param {string[]} contractValue
   * @param {(side: 'code' | 'contract', value: string) => boolean} excused
   */
  const compareLists = (field, codeValue, contractValue, excused = () => false) => {
    const missing = codeValue.filter((value) => !contractValue.includes(value) && !excused('code', value));
    const extra = contractValue.filter((value) => !codeValue.includes(value) && !excused('contract', value));
    if (missing.length || extra.length) {
      const parts = [];
      if (missing.length) parts.push(`the code has ${listOf(missing)} that the contract lacks`);
      if (extra.length) parts.push(`the contract has ${listOf(extra)} that the code lacks`);
      found.push({ field, text: `${field}: ${parts.join('; ')}` });
    }
  };
  compareLists('path parameters', code.pathParameters, contract.pathParameters);
  compareLists('query parameters', code.queryParameters, contract.queryParameters);
  if (code.body !== contract.body) {
    found.push({
      field: 'body',
      text: `request body: the code ${code.body ? 'takes' : 'takes none'}, the contract ${contract.body ? 'has one' : 'has none'}`,
    });
  }
  const statusExcused = (/** @type {'code' | 'contract'} */ side, /** @type {string} */ status) =>
    statusRules.some((rule) => rule.side === side && rule.status === status && holds(rule.when, code));
  compareLists('statuses', code.statuses, contract.statuses, statusExcused);
  compareLists('roles', rolesAdmittedBy(code.access), contract.roles);
  return { found, compared };
}

/**
 * Every difference between the code's operations and the contract's, less the deliberate ones (field
 * `operation`: one side leaves it out; a status rule: a status one side may list alone when its condition
 * holds). `unused`: deliberate entries that matched nothing, so the list cannot outlive what it excuses.
 * @param {CodeOperation[]} codeOperations
 * @param {ContractOperation[]} contractOps
 * @param {Deliberate} [deliberate]
 * @param {JsonTypes} [types]
 * @returns {{ differences: Difference[], unused: DeliberateOperation[], fieldsCompared: number }}
 */
export function compareOperations(codeOperations, contractOps, deliberate = {}, types = {}) {
  const exceptions = deliberate.operations ?? [];
  /** @template {{ method: string, path: string }} T */
  const byKey = (/** @type {T[]} */ list) => new Map(list.map((operation) => [operationKey(operation), operation]));
  const code = byKey(codeOperations);
  const contract = byKey(contractOps);
  const all = /** @type {Difference[]} */ ([]);
  for (const [key, operation] of code) {
    if (!contract.has(key))
      all.push({
        operation: key,
        field: 'operation',
        text: `in the code (${operation.source ?? 'recorded'}), not in the contract`,
      });
  }
  for (const key of contract.keys()) {
    if (!code.has(key)) all.push({ operation: key, field: 'operation', text: 'in the contract, not in the code' });
  }
  let fieldsCompared = 0;
  for (const [key, operation] of code) {
    if (!contract.has(key)) continue;
    const { found, compared } = differencesOf(
      operation,
      /** @type {ContractOperation} */ (contract.get(key)),
      deliberate.statusRules ?? [],
      types,
    );
    all.push(...found.map((item) => ({ operation: key, ...item })));
    fieldsCompared += compared;
  }
  const used = /** @type {Set<number>} */ (new Set());
  const differences = all.filter((difference) => {
    const index = exceptions.findIndex(
      (entry) => entry.operation === difference.operation && entry.field === difference.field,
    );
    if (index === -1) return true;
    used.add(index);
    return false;
  });
  const unused = exceptions.filter((_, index) => !used.has(index));
  return { differences, unused, fieldsCompared };
}

export const formatDifference = (/** @type {Difference} */ { operation, text }) => `${operation}: ${text}`;
