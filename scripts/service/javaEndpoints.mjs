// Reads the service's JAX-RS resource classes with a real Java parser (java-parser, the parser
// behind prettier-plugin-java) and lists the HTTP operations they serve, as plain facts.
import { parse } from 'java-parser';

const HTTP_METHODS = new Set(['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'HEAD', 'OPTIONS']);
/** Parameter annotations that bind something other than the request body. */
const NOT_BODY = new Set([
  'PathParam',
  'QueryParam',
  'HeaderParam',
  'CookieParam',
  'FormParam',
  'MatrixParam',
  'BeanParam',
  'Context',
  'Suspended',
]);
/** The service's access checks: an interceptor binding and three parameter/method validators. */
export const ACCESS_ANNOTATIONS = ['AccessResource', 'AccessProject', 'AccessProvider', 'AccessInstallation'];

const children = (node, name) => node?.children?.[name] ?? [];
const child = (node, name) => children(node, name)[0];

/** Every descendant node called `name`, not looking inside nodes called one of `stopAt`. */
function descendants(node, name, stopAt = []) {
  const found = [];
  const visit = (current) => {
    for (const list of Object.values(current.children ?? {})) {
      for (const item of list) {
        if (!item.children) continue;
        if (item.name === name) found.push(item);
        if (!stopAt.includes(item.name)) visit(item);
      }
    }
  };
  visit(node);
  return found;
}

/** The tokens of a node in source order. */
function tokens(node) {
  const found = [];
  const visit = (current) => {
    if (current.image !== undefined) return found.push(current);
    for (const list of Object.values(current.children)) list.forEach(visit);
  };
  visit(node);
  return found.sort((a, b) => a.startOffset - b.startOffset);
}

function fail(where, message) {
  throw new Error(`${where}: ${message}`);
}

/** The value of an annotation element: a string, a list of values or a nested annotation. */
function elementValue(node, where) {
  const nested = child(node, 'annotation');
  if (nested) return annotation(nested, where);
  const array = child(node, 'elementValueArrayInitializer');
  if (array) {
    return children(child(array, 'elementValueList'), 'elementValue').map((value) => elementValue(value, where));
  }
  // A constant expression: string literals joined with +, a number, true/false or a name.
  const parts = tokens(node).map((token) => token.image);
  if (parts.every((part, index) => (index % 2 === 1 ? part === '+' : /^"/.test(part)))) {
    return parts
      .filter((part) => part !== '+')
      .map((part) => JSON.parse(part))
      .join('');
  }
  return parts.join('');
}

/** `@Name(...)` as { name, values }, the single unnamed value under the key `value`. */
function annotation(node, where) {
  const name = tokens(child(node, 'typeName'))
    .map((token) => token.image)
    .join('')
    .split('.')
    .pop();
  const values = {};
  for (const pair of children(child(node, 'elementValuePairList'), 'elementValuePair')) {
    values[child(pair, 'Identifier').image] = elementValue(child(pair, 'elementValue'), where);
  }
  const single = child(node, 'elementValue');
  if (single) values.value = elementValue(single, where);
  return { name, values };
}

const annotationsOf = (modifiers, where) =>
  modifiers
    .map((modifier) => child(modifier, 'annotation'))
    .filter(Boolean)
    .map((node) => annotation(node, where));

const asList = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/** The @APIResponse status codes of a method, also inside @APIResponses({...}). */
function statuses(annotations) {
  const responses = annotations.flatMap((item) =>
    item.name === 'APIResponse' ? [item] : item.name === 'APIResponses' ? asList(item.values.value) : [],
  );
  return [...new Set(responses.map((response) => String(response.values.responseCode)))].sort();
}

function accessChecks(annotations, target) {
  return annotations
    .filter((item) => ACCESS_ANNOTATIONS.includes(item.name))
    .map((item) => ({ check: item.name, roles: asList(item.values.roles), on: target }));
}

/** Joins JAX-RS paths the way the framework does: one slash between parts, none at the end. */
export function joinPaths(...parts) {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

function readMethod(method, base, where) {
  const modifiers = annotationsOf(children(method, 'methodModifier'), where);
  const verbs = modifiers.filter((item) => HTTP_METHODS.has(item.name));
  if (verbs.length === 0) return undefined;
  const declarator = child(child(method, 'methodHeader'), 'methodDeclarator');
  const javaMethod = child(declarator, 'Identifier').image;
  const at = `${where}#${javaMethod}`;
  if (verbs.length > 1) fail(at, 'more than one HTTP method annotation');
  const path = modifiers.find((item) => item.name === 'Path')?.values.value ?? '';

  const pathParameters = [];
  const queryParameters = [];
  let body = false;
  const access = [];
  for (const parameter of descendants(
    child(declarator, 'formalParameterList') ?? { children: {} },
    'formalParameter',
  )) {
    const regular = child(parameter, 'variableParaRegularParameter') ?? child(parameter, 'variableArityParameter');
    const annotations = annotationsOf(children(regular, 'variableModifier'), at);
    const name = tokens(child(regular, 'variableDeclaratorId'))[0]?.image ?? '';
    const pathParameter = annotations.find((item) => item.name === 'PathParam');
    const queryParameter = annotations.find((item) => item.name === 'QueryParam');
    if (pathParameter) pathParameters.push(pathParameter.values.value);
    if (queryParameter) queryParameters.push(queryParameter.values.value);
    if (!annotations.some((item) => NOT_BODY.has(item.name))) body = true;
    const bound = pathParameter?.values.value ?? queryParameter?.values.value ?? name;
    access.push(...accessChecks(annotations, `parameter ${bound}`));
  }
  access.unshift(...accessChecks(modifiers, 'method'));
  const operation = modifiers.find((item) => item.name === 'Operation');
  const produces = asList(modifiers.find((item) => item.name === 'Produces')?.values.value);
  return {
    method: verbs[0].name,
    path: joinPaths(base, path),
    pathParameters: pathParameters.sort(),
    queryParameters: queryParameters.sort(),
    body,
    statuses: statuses(modifiers),
    access,
    hidden: operation?.values.hidden === 'true',
    // An HTML page (a token helper for browsers) is not part of the JSON API.
    html: produces.length > 0 && produces.every((type) => /TEXT_HTML|text\/html/.test(type)),
    source: at,
  };
}

/**
 * The operations served by one Java source file, each with its method and full path (under
 * `root`), path and query parameters, whether it takes a body, its @APIResponse statuses and
 * its access checks. Interfaces (REST clients of other services) serve nothing.
 */
export function readJavaFile(text, { file = 'source.java', root = '/' } = {}) {
  let unit;
  try {
    unit = parse(text);
  } catch (error) {
    fail(file, `does not parse as Java: ${error.message.split('\n')[0]}`);
  }
  const operations = [];
  for (const declaration of descendants(unit, 'classDeclaration')) {
    const normal = child(declaration, 'normalClassDeclaration');
    if (!normal) continue;
    const className = tokens(child(normal, 'typeIdentifier'))[0].image;
    const where = `${file.split('/').pop()}:${className}`;
    const classAnnotations = annotationsOf(children(declaration, 'classModifier'), where);
    const classPath = classAnnotations.find((item) => item.name === 'Path');
    if (!classPath) continue;
    const classAccess = accessChecks(classAnnotations, 'class');
    const authenticated = classAnnotations.some((item) => item.name === 'Authenticated');
    const methods = descendants(child(normal, 'classBody'), 'methodDeclaration', ['classDeclaration']);
    for (const method of methods) {
      const operation = readMethod(method, joinPaths(root, classPath.values.value), where);
      if (!operation) continue;
      operation.access.unshift(...classAccess);
      operation.authenticated = authenticated;
      operations.push(operation);
    }
  }
  return operations;
}

/** Operations of many files, sorted by path and method; the source names the file and method. */
export function readJavaSources(files, options) {
  return files
    .flatMap(({ path, text }) => readJavaFile(text, { ...options, file: path }))
    .sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
}
