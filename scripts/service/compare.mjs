// Compares the operations read from the service's code with those of our OpenAPI contract and
// names every difference, one line each.
import { operationKey, operationsOf } from '../../lib/contractOperations.mjs';

/** The contract's operations in the shape the Java reader produces. */
export function contractOperations(spec) {
  return operationsOf(spec).map(({ path, method, operation, parameters }) => {
    const named = (where) =>
      parameters
        .filter((parameter) => parameter.in === where)
        .map((parameter) => parameter.name)
        .sort();
    return {
      method: method.toUpperCase(),
      path,
      operationId: operation.operationId,
      pathParameters: named('path'),
      queryParameters: named('query'),
      body: Boolean(operation.requestBody),
      statuses: Object.keys(operation.responses ?? {}).sort(),
      roles: [...(operation['x-required-roles'] ?? [])].sort(),
      since: operation['x-since'],
    };
  });
}

const SYSTEM_ADMIN_DEFAULT_PROVIDER = 'system admin, with a token from the default provider';
/** Who a role of each access check reaches, besides the system role of the same name. */
const SCOPES = {
  AccessResource: ['resources'],
  AccessProject: ['project'],
  AccessProvider: ['project', 'provider', 'provider representative'],
  AccessInstallation: ['project', 'provider', 'provider representative', 'installation'],
};

/**
 * The contract's role names that the service's access checks admit. An @AccessResource without
 * roles admits only the global admin shortcut (the system admin entitlement on a token of the
 * default provider); an operation without a check admits any authenticated caller.
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

const listOf = (values) => (values.length ? values.join(', ') : 'none');

/** Conditions a status rule may name, read off the code's operation. */
const CONDITIONS = {
  always: () => true,
  'access check': (operation) => operation.access.length > 0,
  'no access check': (operation) => operation.access.length === 0,
  'query parameters': (operation) => operation.queryParameters.length > 0,
  'path parameters': (operation) => operation.pathParameters.length > 0,
  body: (operation) => operation.body,
};
function holds(when, operation) {
  const condition = CONDITIONS[when];
  if (!condition)
    throw new Error(`unknown status rule condition "${when}" (known: ${Object.keys(CONDITIONS).join(', ')})`);
  return condition(operation);
}

function differencesOf(code, contract, statusRules) {
  const found = [];
  // `excused(side, value)`: a value that side may list alone (see the status rules).
  const compareLists = (field, label, codeValue, contractValue, excused = () => false) => {
    const missing = codeValue.filter((value) => !contractValue.includes(value) && !excused('code', value));
    const extra = contractValue.filter((value) => !codeValue.includes(value) && !excused('contract', value));
    if (missing.length || extra.length) {
      const parts = [];
      if (missing.length) parts.push(`the code has ${listOf(missing)} that the contract lacks`);
      if (extra.length) parts.push(`the contract has ${listOf(extra)} that the code lacks`);
      found.push({ field, text: `${label}: ${parts.join('; ')}` });
    }
  };
  compareLists('path parameters', 'path parameters', code.pathParameters, contract.pathParameters);
  compareLists('query parameters', 'query parameters', code.queryParameters, contract.queryParameters);
  if (code.body !== contract.body) {
    found.push({
      field: 'body',
      text: `request body: the code ${code.body ? 'takes' : 'takes none'}, the contract ${contract.body ? 'has one' : 'has none'}`,
    });
  }
  const statusExcused = (side, status) =>
    statusRules.some((rule) => rule.side === side && rule.status === status && holds(rule.when, code));
  compareLists('statuses', 'statuses', code.statuses, contract.statuses, statusExcused);
  compareLists('roles', 'roles', rolesAdmittedBy(code.access), contract.roles);
  return found;
}

/**
 * Every difference between the code's operations and the contract's, less the deliberate ones:
 * `deliberate.operations` (`{ operation, field, reason }`; field `operation` for an operation one
 * side leaves out) and `deliberate.statusRules` (`{ status, side, when, reason }`: a status that
 * one side may list alone wherever the code's operation meets the condition).
 * Returns `{ differences, unused }`: `unused` lists deliberate entries that matched nothing, so
 * the list cannot outlive what it excuses.
 */
export function compareOperations(codeOperations, contractOps, deliberate = {}) {
  const exceptions = deliberate.operations ?? [];
  const byKey = (list) => new Map(list.map((operation) => [operationKey(operation), operation]));
  const code = byKey(codeOperations);
  const contract = byKey(contractOps);
  const all = [];
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
  for (const [key, operation] of code) {
    if (contract.has(key))
      all.push(
        ...differencesOf(operation, contract.get(key), deliberate.statusRules ?? []).map((item) => ({
          operation: key,
          ...item,
        })),
      );
  }
  const used = new Set();
  const differences = all.filter((difference) => {
    const index = exceptions.findIndex(
      (entry) => entry.operation === difference.operation && entry.field === difference.field,
    );
    if (index === -1) return true;
    used.add(index);
    return false;
  });
  const unused = exceptions.filter((_, index) => !used.has(index));
  return { differences, unused };
}

/** One printed line per difference. */
export const formatDifference = ({ operation, text }) => `${operation}: ${text}`;
