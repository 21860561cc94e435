// Reads the service's Java code with java-parser: the operations its JAX-RS classes serve, their bodies' JSON
// shapes and its messages. What it cannot read exactly (a @Path from a constant, a sub-resource locator,
// inherited JAX-RS annotations, a type with no known JSON form) fails with file and line, never guessed.
import { parse } from 'java-parser';

/** @typedef {{ check: string, roles: string[], on: string }} AccessCheck */
/**
 * @typedef {object} CodeOperation
 * @property {string} method
 * @property {string} path
 * @property {string[]} pathParameters
 * @property {string[]} queryParameters
 * @property {boolean} body
 * @property {boolean} consumes the method has a Consumes annotation, so another Content-Type answers 415, body or not
 * @property {string[]} statuses
 * @property {AccessCheck[]} access
 * @property {boolean} hidden
 * @property {boolean} html
 * @property {boolean} [authenticated]
 * @property {string} source
 * @property {string} [request] a JSON type expression: string, integer, number, boolean, object, any, array<…> or a name in JsonTypes
 * @property {string} [response] the same
 */
/** @typedef {{ name: string, type: string, required?: true }} JsonField */
/** @typedef {Record<string, { fields: JsonField[] } | { enum: string[] }>} JsonTypes */
/** @typedef {{ operations: CodeOperation[], types: JsonTypes, messages: string[] }} ServiceReading */

/**
 * A node of java-parser's syntax tree, or a token (which has an `image` and no `children`).
 * @typedef {object} Node
 * @property {string} name
 * @property {Record<string, Node[]>} [children]
 * @property {string} [image]
 * @property {number} [startOffset]
 * @property {number} [startLine]
 * @property {{ startLine: number }} [location]
 */
/** @typedef {Node & { image: string, startOffset: number }} Token */
/** @typedef {{ expression: string, line: number }} Expression a constant that is not a string literal */
/** @typedef {string | Expression | Annotation} AnnotationElement */
/** @typedef {AnnotationElement | AnnotationElement[]} AnnotationValue Java has no arrays of arrays here */
/** @typedef {{ name: string, values: Record<string, AnnotationValue> }} Annotation */
/** @typedef {Record<string, { type: string, value: Node | undefined }>} Locals a method's local variables */
/**
 * The Java types of an operation's bodies, until `jsonShapes` turns them into JSON shapes.
 * @typedef {{ request?: string, result?: string, entities: Node[], locals: Locals, scope?: string }} JavaFacts
 */
/** @typedef {CodeOperation & { java: JavaFacts }} ReadOperation */
/** @typedef {{ pkg: string, imports: Record<string, string>, wildcards: string[] }} FileContext */
/** @typedef {{ node: Node, name: string, parent: Node }} Declaration */
/** @typedef {{ name: string, java: string, line: number, required: boolean }} JavaField */
/** @typedef {{ name: string, fqn: string, context: FileContext, file: string, at: string }} Declared */
/**
 * @typedef {Declared & { enum: string[], supers?: undefined, jaxRs?: undefined, fieldTypes?: undefined, returns?: undefined }} EnumType
 */
/**
 * @typedef {Declared & {
 *   enum?: undefined,
 *   fields: JavaField[],
 *   supers: string[],
 *   parameters: string[],
 *   jaxRs: boolean,
 *   fieldTypes: Record<string, string>,
 *   returns: Record<string, { arity: number, result: string }[]>,
 * }} ClassType
 */
/** @typedef {EnumType | ClassType} JavaType */

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

const children = (/** @type {Node | undefined} */ node, /** @type {string} */ name) => node?.children?.[name] ?? [];
const child = (/** @type {Node | undefined} */ node, /** @type {string} */ name) => children(node, name)[0];

/**
 * Calls `enter(descendant, its parent)` on every node below `node`, depth first, not inside one it returns false for.
 * @param {Node | undefined} node
 * @param {(item: Node, parent: Node) => boolean | void} enter
 */
function walk(node, enter) {
  for (const list of Object.values(node?.children ?? {})) {
    for (const item of list) if (item.children && enter(item, /** @type {Node} */ (node)) !== false) walk(item, enter);
  }
}

/**
 * Every descendant node called `name`, not looking inside nodes called one of `stopAt`.
 * @param {Node | undefined} node
 * @param {string} name
 * @param {string[]} stopAt
 */
function descendants(node, name, stopAt = []) {
  const found = /** @type {Node[]} */ ([]);
  walk(node, (item) => {
    if (item.name === name) found.push(item);
    return !stopAt.includes(item.name);
  });
  return found;
}

/** A class's own members, not the code inside its methods, its annotations nor its nested classes. */
const MEMBERS_ONLY = [
  'classDeclaration',
  'interfaceDeclaration',
  'methodBody',
  'constructorBody',
  'block',
  'annotation',
];
const primaryOf = (/** @type {Node | undefined} */ node) => descendants(node, 'primary', ['primary'])[0];

/**
 * The tokens of a node in source order, without those of annotations when `withoutAnnotations`.
 * @param {Node | undefined} node
 * @returns {Token[]}
 */
function tokens(node, withoutAnnotations = false) {
  const found = /** @type {Token[]} */ ([]);
  const visit = (/** @type {Node} */ current) => {
    if (current.image !== undefined) return found.push(/** @type {Token} */ (current));
    if (withoutAnnotations && current.name === 'annotation') return;
    for (const list of Object.values(current.children ?? {})) list.forEach(visit);
  };
  if (node) visit(node);
  return found.sort((a, b) => a.startOffset - b.startOffset);
}

/** @returns {never} */
function fail(/** @type {string} */ where, /** @type {string} */ message) {
  throw new Error(`${where}: ${message}`);
}

const lineOf = (/** @type {Node} */ node) => /** @type {number} */ (node.location?.startLine ?? node.startLine);
const textOf = (/** @type {Node | undefined} */ node, withoutAnnotations = false) =>
  tokens(node, withoutAnnotations)
    .map((token) => token.image)
    .join('');

/**
 * The value of an annotation element: a string, a list of values or a nested annotation.
 * @param {Node | undefined} node
 * @returns {AnnotationValue}
 */
function elementValue(node) {
  const nested = child(node, 'annotation');
  if (nested) return annotation(nested);
  const array = child(node, 'elementValueArrayInitializer');
  if (array)
    return /** @type {AnnotationElement[]} */ (
      children(child(array, 'elementValueList'), 'elementValue').map(elementValue)
    );
  // String literals joined with +, or any other constant kept as its source text (which `literalPath` refuses).
  const parts = tokens(node).map((token) => token.image);
  if (parts.every((part, index) => (index % 2 === 1 ? part === '+' : /^"/.test(part)))) {
    return parts
      .filter((part) => part !== '+')
      .map((part) => JSON.parse(part))
      .join('');
  }
  return { expression: parts.join(''), line: lineOf(/** @type {Node} */ (node)) };
}

/** A @Path value, which must be written out: a constant would need its definition read. */
function literalPath(/** @type {Annotation | undefined} */ item, /** @type {string} */ where) {
  const value = item?.values.value ?? '';
  if (typeof value !== 'string') {
    const constant = /** @type {Expression} */ (value);
    fail(`${where}:${constant.line}`, `@Path(${constant.expression}) is not a string literal`);
  }
  return value;
}

/** An annotation's simple name: `Path` for `@jakarta.ws.rs.Path`. */
const annotationName = (/** @type {Node} */ node) =>
  /** @type {string} */ (textOf(child(node, 'typeName')).split('.').pop());

/**
 * `@Name(...)` as { name, values }, the single unnamed value under the key `value`.
 * @param {Node} node
 * @returns {Annotation}
 */
function annotation(node) {
  const name = annotationName(node);
  const values = /** @type {Annotation['values']} */ ({});
  for (const pair of children(child(node, 'elementValuePairList'), 'elementValuePair')) {
    values[/** @type {string} */ (child(pair, 'Identifier').image)] = elementValue(child(pair, 'elementValue'));
  }
  const single = child(node, 'elementValue');
  if (single) values.value = elementValue(single);
  return { name, values };
}

const annotationsOf = (/** @type {Node[]} */ modifiers) =>
  modifiers
    .map((modifier) => child(modifier, 'annotation'))
    .filter(Boolean)
    .map(annotation);

const asList = (/** @type {AnnotationValue | undefined} */ value) =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/** A value's source text: a string's, or a constant expression's. */
const sourceText = (/** @type {AnnotationValue | undefined} */ value) =>
  typeof value === 'string' ? value : value && 'expression' in value ? value.expression : undefined;

/** The @APIResponse annotations of a method, also inside @APIResponses({...}). */
const responsesOf = (/** @type {Annotation[]} */ annotations) =>
  annotations.flatMap((item) =>
    item.name === 'APIResponse'
      ? [item]
      : item.name === 'APIResponses'
        ? /** @type {Annotation[]} */ (asList(item.values.value))
        : [],
  );

/**
 * The expressions a method hands to its Response as the entity (`.entity(x)`, `Response.ok(x)`),
 * with the method's local variables (name → { type, value }), so `jsonShapes` can follow them.
 * @param {Node} method
 * @returns {{ result?: string, entities: Node[], locals: Locals }}
 */
function entitiesOf(method) {
  const locals = /** @type {Locals} */ (Object.create(null));
  for (const declaration of descendants(child(method, 'methodBody'), 'localVariableDeclaration')) {
    const type = textOf(child(declaration, 'localVariableType'));
    for (const declarator of descendants(declaration, 'variableDeclarator'))
      locals[textOf(child(declarator, 'variableDeclaratorId'))] = {
        type,
        value: child(child(declarator, 'variableInitializer'), 'expression'),
      };
  }
  const argumentOf = (/** @type {Node | undefined} */ suffix) =>
    children(child(child(suffix, 'methodInvocationSuffix'), 'argumentList'), 'expression');
  const result = textOf(child(child(method, 'methodHeader'), 'result'));
  // A method that returns its body directly, not wrapped in a Response.
  if (result !== 'Response' && result !== 'void') return { result, entities: [], locals };
  const entities = descendants(child(method, 'methodBody'), 'returnStatement').flatMap((statement) => {
    const primary = primaryOf(statement);
    const suffixes = children(primary, 'primarySuffix');
    const prefix = textOf(child(primary, 'primaryPrefix'));
    // Only a success carries the operation's body; an error's entity is the error's.
    const status = prefix === 'Response.status' ? textOf(argumentOf(suffixes[0])[0]) : '';
    if (!/^Response\.(ok|created|accepted)$/.test(prefix) && !/OK|CREATED|ACCEPTED|^2\d\d$/.test(status)) return [];
    const entity = suffixes.findIndex((suffix) => child(suffix, 'Identifier')?.image === 'entity');
    if (entity !== -1) return argumentOf(suffixes[entity + 1]).slice(0, 1);
    const okWithEntity = prefix === 'Response.ok' && argumentOf(suffixes[0]).length === 1;
    return okWithEntity ? argumentOf(suffixes[0]) : [];
  });
  return { entities, locals };
}

/** @returns {AccessCheck[]} */
function accessChecks(/** @type {Annotation[]} */ annotations, /** @type {string} */ target) {
  return annotations
    .filter((item) => ACCESS_ANNOTATIONS.includes(item.name))
    .map((item) => ({ check: item.name, roles: /** @type {string[]} */ (asList(item.values.roles)), on: target }));
}

/**
 * Joins JAX-RS paths the way the framework does: one slash between parts, none at the end.
 * @param {...string} parts
 */
export function joinPaths(...parts) {
  const joined = parts
    .flatMap((part) => part.split('/'))
    .filter(Boolean)
    .join('/');
  return `/${joined}`;
}

const JAX_RS = new Set([...HTTP_METHODS, 'Path']);

/**
 * @param {Node} method
 * @param {string} base
 * @param {string} where
 * @returns {ReadOperation | undefined}
 */
function readMethod(method, base, where) {
  const modifiers = annotationsOf(children(method, 'methodModifier'));
  const verbs = modifiers.filter((item) => HTTP_METHODS.has(item.name));
  const declarator = child(child(method, 'methodHeader'), 'methodDeclarator');
  const javaMethod = child(declarator, 'Identifier').image;
  const at = `${where}#${javaMethod}`;
  const pathAnnotation = modifiers.find((item) => item.name === 'Path');
  if (verbs.length === 0) {
    if (pathAnnotation) fail(`${at}:${lineOf(method)}`, 'a sub-resource locator (@Path without an HTTP method)');
    return undefined;
  }
  if (verbs.length > 1) fail(at, 'more than one HTTP method annotation');
  const path = literalPath(pathAnnotation, at);

  const pathParameters = /** @type {string[]} */ ([]);
  const queryParameters = /** @type {string[]} */ ([]);
  /** @type {string | undefined} */
  let request;
  const access = /** @type {AccessCheck[]} */ ([]);
  for (const parameter of descendants(child(declarator, 'formalParameterList'), 'formalParameter')) {
    const regular = child(parameter, 'variableParaRegularParameter') ?? child(parameter, 'variableArityParameter');
    const annotations = annotationsOf(children(regular, 'variableModifier'));
    const name = tokens(child(regular, 'variableDeclaratorId'))[0]?.image ?? '';
    const pathParameter = annotations.find((item) => item.name === 'PathParam');
    const queryParameter = annotations.find((item) => item.name === 'QueryParam');
    if (pathParameter) pathParameters.push(/** @type {string} */ (pathParameter.values.value));
    if (queryParameter) queryParameters.push(/** @type {string} */ (queryParameter.values.value));
    if (!annotations.some((item) => NOT_BODY.has(item.name))) request = textOf(child(regular, 'unannType'), true);
    const bound = pathParameter?.values.value ?? queryParameter?.values.value ?? name;
    access.push(...accessChecks(annotations, `parameter ${bound}`));
  }
  access.unshift(...accessChecks(modifiers, 'method'));
  const operation = modifiers.find((item) => item.name === 'Operation');
  const produces = asList(modifiers.find((item) => item.name === 'Produces')?.values.value).map(sourceText);
  const responses = responsesOf(modifiers);
  const returned = entitiesOf(method);
  return {
    method: verbs[0].name,
    path: joinPaths(base, path),
    pathParameters: pathParameters.sort(),
    queryParameters: queryParameters.sort(),
    body: request !== undefined,
    consumes: modifiers.some((item) => item.name === 'Consumes'),
    statuses: [...new Set(responses.map((response) => String(response.values.responseCode)))].sort(),
    access,
    hidden: sourceText(operation?.values.hidden) === 'true',
    // An HTML page (a token helper for browsers) is not part of the JSON API.
    html: produces.length > 0 && produces.every((type) => /TEXT_HTML|text\/html/.test(type ?? '')),
    source: at,
    // Java types, turned into JSON shapes by `jsonShapes` once every class is known.
    java: { request, ...returned },
  };
}

/** @returns {Node} */
function parseJava(/** @type {string} */ text, /** @type {string} */ file) {
  try {
    // java-parser's tokens have no `name`: a Node tells them apart by `image`.
    return /** @type {Node} */ (/** @type {unknown} */ (parse(text)));
  } catch (error) {
    fail(file, `does not parse as Java: ${/** @type {Error} */ (error).message.split('\n')[0]}`);
  }
}

/** Every class, interface and enum of a file with its nesting name (`Outer.Inner`). */
function declarationsOf(/** @type {Node} */ unit) {
  const found = /** @type {Declaration[]} */ ([]);
  /** @returns {Parameters<typeof walk>[1]} */
  const inside = (/** @type {string} */ outer) => (item, parent) => {
    // Classes declared inside method bodies or initialisers are no API: not looked for.
    if (['methodBody', 'constructorBody', 'variableInitializer'].includes(item.name)) return false;
    if (!['normalClassDeclaration', 'enumDeclaration', 'normalInterfaceDeclaration'].includes(item.name)) return true;
    const name = [outer, tokens(child(item, 'typeIdentifier'))[0].image].filter(Boolean).join('.');
    found.push({ node: item, name, parent });
    walk(item, inside(name));
    return false;
  };
  walk(unit, inside(''));
  return found;
}

/**
 * The operations one parsed file serves. Interfaces (REST clients of other services) serve nothing.
 * @param {Declaration[]} declarations
 * @param {FileContext} context
 * @param {string} file
 * @param {string} root
 */
function operationsIn(declarations, { pkg }, file, root) {
  const operations = /** @type {ReadOperation[]} */ ([]);
  for (const { node, name, parent } of declarations) {
    if (node.name !== 'normalClassDeclaration') continue;
    const where = `${file.split('/').pop()}:${name.split('.').pop()}`;
    const classAnnotations = annotationsOf(children(parent, 'classModifier'));
    const classPath = classAnnotations.find((item) => item.name === 'Path');
    const methods = descendants(child(node, 'classBody'), 'methodDeclaration', MEMBERS_ONLY);
    if (!classPath) {
      const stray = methods.find((method) =>
        annotationsOf(children(method, 'methodModifier')).some((item) => JAX_RS.has(item.name)),
      );
      if (stray) fail(`${where}:${lineOf(stray)}`, 'JAX-RS method annotations in a class without @Path');
      continue;
    }
    const classAccess = accessChecks(classAnnotations, 'class');
    const authenticated = classAnnotations.some((item) => item.name === 'Authenticated');
    for (const method of methods) {
      const operation = readMethod(method, joinPaths(root, literalPath(classPath, where)), where);
      if (!operation) continue;
      operation.access.unshift(...classAccess);
      operation.authenticated = authenticated;
      operation.java.scope = [pkg, name].filter(Boolean).join('.');
      operations.push(operation);
    }
  }
  return operations;
}

/**
 * The operations served by one Java source file, their paths under `root`.
 * @param {string} text
 * @param {{ file?: string, root?: string }} [options]
 * @returns {CodeOperation[]}
 */
export function readJavaFile(text, { file = 'source.java', root = '/' } = {}) {
  const unit = parseJava(text, file);
  const operations = operationsIn(declarationsOf(unit), fileContext(unit), file, root);
  for (const operation of operations) delete (/** @type {Partial<ReadOperation>} */ (operation).java);
  return operations;
}

/** Jackson's JSON form of Java types: scalars by name, lists as arrays, maps as objects. */
const JSON_SCALARS = {
  string: ['String', 'char', 'Character', 'Instant', 'LocalDate', 'LocalDateTime', 'ObjectId', 'UUID'],
  integer: ['int', 'Integer', 'long', 'Long', 'short', 'Short'],
  number: ['double', 'Double', 'float', 'Float', 'BigDecimal'],
  boolean: ['boolean', 'Boolean'],
  any: ['Object', 'JsonNode'],
};
const SCALAR_OF = new Map(
  Object.entries(JSON_SCALARS).flatMap(([json, names]) => names.map((name) => /** @type {const} */ ([name, json]))),
);
const ARRAYS = new Set(['List', 'Set', 'Collection', 'ArrayList', 'HashSet']);
const MAPS = new Set(['Map', 'HashMap', 'LinkedHashMap']);
/** Constraints under which the service refuses a request that lacks the field. */
const REFUSES_MISSING = new Set(['NotNull', 'NotEmpty', 'NotBlank']);

/** A Java type's text split at its top-level generic arguments: `Map<A,List<B>>` → Map, [A, List<B>]. */
function splitType(/** @type {string} */ text) {
  const open = text.indexOf('<');
  if (open === -1) return { name: text.replace(/^.*?([\w$]+(?:\.[\w$]+)*)$/, '$1'), args: [] };
  const args = /** @type {string[]} */ ([]);
  let depth = 0;
  let start = open + 1;
  for (let index = open + 1; index < text.length - 1; index += 1) {
    if (text[index] === '<') depth += 1;
    if (text[index] === '>') depth -= 1;
    if (text[index] === ',' && depth === 0) {
      args.push(text.slice(start, index));
      start = index + 1;
    }
  }
  args.push(text.slice(start, text.length - 1));
  return { name: text.slice(0, open), args };
}

/**
 * A file's package and imports, by which its names mean classes.
 * @param {Node} unit
 * @returns {FileContext}
 */
function fileContext(unit) {
  const ordinary = child(unit, 'ordinaryCompilationUnit');
  const pkg = textOf(child(ordinary, 'packageDeclaration')).replace(/^package|;$/g, '');
  const imports = /** @type {Record<string, string>} */ ({});
  const wildcards = [pkg];
  for (const declaration of children(ordinary, 'importDeclaration')) {
    const text = textOf(declaration).replace(/^import(static)?|;$/g, '');
    if (text.endsWith('.*')) wildcards.push(text.slice(0, -2));
    else imports[/** @type {string} */ (text.split('.').pop())] = text;
  }
  return { pkg, imports, wildcards };
}

/**
 * The classes (fields, superclass, type parameters) and enums (constants) of one parsed file.
 * @param {Declaration[]} declarations
 * @param {FileContext} context
 * @param {string} file
 */
function typesIn(declarations, context, file) {
  const types = /** @type {JavaType[]} */ ([]);
  for (const { node, name, parent } of declarations) {
    const at = `${file}:${lineOf(node)}`;
    const fqn = [context.pkg, name].filter(Boolean).join('.');
    if (node.name === 'enumDeclaration') {
      const constants = descendants(child(node, 'enumBody'), 'enumConstant', ['classBody']).map((constant) => {
        const renamed = annotationsOf(children(constant, 'enumConstantModifier')).find(
          (item) => item.name === 'JsonProperty',
        );
        return /** @type {string} */ (renamed?.values.value ?? child(constant, 'Identifier').image);
      });
      types.push({ name, fqn, context, file, at, enum: constants });
      continue;
    }
    const classAnnotations = annotationsOf(children(parent, 'classModifier')).map((item) => item.name);
    const body = child(node, node.name === 'normalClassDeclaration' ? 'classBody' : 'interfaceBody');
    const returns = /** @type {ClassType['returns']} */ (Object.create(null));
    for (const header of descendants(body, 'methodHeader', MEMBERS_ONLY)) {
      const name = /** @type {string} */ (child(child(header, 'methodDeclarator'), 'Identifier').image);
      const arity = descendants(child(header, 'methodDeclarator'), 'formalParameter').length;
      (returns[name] ??= []).push({ arity, result: textOf(child(header, 'result'), true) });
    }
    const methods = new Set(Object.keys(returns));
    const fieldTypes = /** @type {ClassType['fieldTypes']} */ (Object.create(null));
    const fields = /** @type {JavaField[]} */ ([]);
    for (const field of descendants(body, 'fieldDeclaration', MEMBERS_ONLY)) {
      const modifiers = children(field, 'fieldModifier');
      const keywords = modifiers.flatMap((modifier) => tokens(modifier).map((token) => token.image));
      const annotations = annotationsOf(modifiers);
      const named = (/** @type {string} */ item) => annotations.some((annotation) => annotation.name === item);
      for (const declarator of descendants(child(field, 'variableDeclaratorList'), 'variableDeclaratorId')) {
        const javaName = tokens(declarator)[0].image;
        fieldTypes[javaName] = textOf(child(field, 'unannType'), true);
        if (keywords.includes('static') || keywords.includes('transient') || named('JsonIgnore')) continue;
        const property = javaName[0].toUpperCase() + javaName.slice(1);
        // Jackson sees a field that is public, annotated, or has a getter or setter (Lombok's too).
        const visible =
          keywords.includes('public') ||
          named('JsonProperty') ||
          ['Getter', 'Setter', 'Data'].some((item) => classAnnotations.includes(item) || named(item)) ||
          ['get', 'is', 'set'].some((prefix) => methods.has(prefix + property));
        if (!visible) continue;
        const zulu = annotations.find((item) => item.name === 'ZuluTime');
        fields.push({
          name: /** @type {string} */ (
            annotations.find((item) => item.name === 'JsonProperty')?.values.value ?? javaName
          ),
          java: textOf(child(field, 'unannType'), true),
          line: lineOf(declarator),
          required:
            annotations.some((item) => REFUSES_MISSING.has(item.name)) ||
            (zulu !== undefined && sourceText(zulu.values.acceptEmptyValue) !== 'true'),
        });
      }
    }
    const extendsNode = child(node, 'classExtends') ?? child(node, 'superclass');
    const supers = [
      ...(extendsNode ? [textOf(child(extendsNode, 'classType'))] : []),
      ...descendants(child(node, 'classImplements') ?? child(node, 'interfaceExtends'), 'classType').map((node) =>
        textOf(node),
      ),
    ];
    const parameters = descendants(child(node, 'typeParameters'), 'typeIdentifier').map((node) => textOf(node));
    const jaxRs = [
      ...descendants(body, 'methodModifier', MEMBERS_ONLY),
      ...descendants(body, 'interfaceMethodModifier', MEMBERS_ONLY),
    ]
      .map((modifier) => child(modifier, 'annotation'))
      .some((item) => item && JAX_RS.has(annotationName(item)));
    types.push({ name, fqn, context, file, at, fields, supers, parameters, jaxRs, fieldTypes, returns });
  }
  return types;
}

/**
 * Sets each operation's `request` and `response` type expression and returns the named types they use,
 * a class's fields including its superclasses' (type arguments filled in) or an enum's values.
 * @param {ReadOperation[]} operations
 * @param {JavaType[]} types
 * @returns {JsonTypes}
 */
function jsonShapes(operations, types) {
  const lookup = lookupIn(types);
  const shapes = /** @type {Record<string, JsonTypes[string] | null>} */ ({});
  const keys = /** @type {Map<string, string>} */ (new Map());
  /**
   * @param {string} java
   * @param {JavaType | undefined} scope
   * @param {Record<string, string>} bindings
   * @param {string} where
   * @returns {string}
   */
  const jsonType = (java, scope, bindings, where) => {
    const { name, args } = splitType(java);
    if (name.endsWith('[]')) return `array<${jsonType(name.slice(0, -2), scope, bindings, where)}>`;
    if (bindings[name]) return bindings[name];
    if (ARRAYS.has(name)) return `array<${jsonType(args[0], scope, bindings, where)}>`;
    if (MAPS.has(name)) return 'object';
    const scalar = SCALAR_OF.get(name);
    if (scalar) return scalar;
    const type = lookup(name, scope) ?? fail(where, `no JSON form known for the Java type ${java}`);
    const argumentTypes = args.map((arg) => jsonType(arg, scope, bindings, where));
    // The record names a class by its simple name, unless two classes of that name are used.
    if (!keys.has(type.fqn)) keys.set(type.fqn, [...keys.values()].includes(type.name) ? type.fqn : type.name);
    const known = /** @type {string} */ (keys.get(type.fqn));
    const key = argumentTypes.length ? `${known}<${argumentTypes.join(',')}>` : known;
    if (!(key in shapes)) {
      shapes[key] = null;
      shapes[key] = type.enum ? { enum: type.enum } : { fields: fieldsOf(type, argumentTypes) };
    }
    return key;
  };
  /**
   * @param {ClassType} type
   * @param {string[]} argumentTypes
   * @returns {JsonField[]}
   */
  const fieldsOf = (type, argumentTypes) => {
    const bindings = Object.fromEntries(
      type.parameters.map((parameter, index) => [parameter, argumentTypes[index] ?? 'any']),
    );
    const inherited = type.supers.flatMap((java) => {
      const { name, args } = splitType(java);
      const parent = lookup(name, type);
      if (!parent || parent.enum) return [];
      return fieldsOf(
        parent,
        args.map((arg) => jsonType(arg, type, bindings, type.at)),
      );
    });
    const own = type.fields.map((field) => ({
      name: field.name,
      type: jsonType(field.java, type, bindings, `${type.file}:${field.line}`),
      ...(field.required ? { required: /** @type {const} */ (true) } : {}),
    }));
    return [...inherited.filter((field) => !own.some((mine) => mine.name === field.name)), ...own];
  };
  /**
   * The Java type of `new X(…)`, of a local variable (by its type or value) or of `field.method(…)` (its
   * declared return type); nothing else is followed.
   * @param {Node | undefined} expression
   * @param {Locals} locals
   * @param {JavaType | undefined} scope
   * @returns {{ java: string, scope: JavaType | undefined } | undefined}
   */
  const javaTypeOf = (expression, locals, scope) => {
    const primary = expression && primaryOf(expression);
    if (!primary || textOf(primary) !== textOf(expression)) return undefined;
    const prefix = child(primary, 'primaryPrefix');
    const suffixes = children(primary, 'primarySuffix');
    const created = child(
      child(child(prefix, 'newExpression'), 'unqualifiedClassInstanceCreationExpression'),
      'classOrInterfaceTypeToInstantiate',
    );
    if (created) return suffixes.length ? undefined : { java: textOf(created).replace('<>', ''), scope };
    const names = tokens(child(prefix, 'fqnOrRefType'))
      .filter((token) => token.image !== '.')
      .map((token) => token.image);
    const local = locals[names[0]];
    if (names.length === 1 && suffixes.length === 0 && local)
      return local.type === 'var' ? javaTypeOf(local.value, locals, scope) : { java: local.type, scope };
    if (names.length !== 2 || suffixes.length !== 1 || !child(suffixes[0], 'methodInvocationSuffix')) return undefined;
    const receiver = local && local.type !== 'var' ? local.type : scope?.fieldTypes?.[names[0]];
    const owner = receiver ? lookup(splitType(receiver).name, scope) : undefined;
    const arity = children(child(child(suffixes[0], 'methodInvocationSuffix'), 'argumentList'), 'expression').length;
    const results = new Set(
      (owner?.returns?.[names[1]] ?? []).filter((item) => item.arity === arity).map((item) => item.result),
    );
    return results.size === 1 ? { java: [...results][0], scope: owner } : undefined;
  };
  for (const operation of operations) {
    const { request, result, entities, locals } = operation.java;
    const scope = lookup(operation.java.scope ?? '');
    // A body read as a String is JSON the method parses itself: it has no declared shape.
    if (request) operation.request = request === 'String' ? 'any' : jsonType(request, scope, {}, operation.source);
    const returned = new Set(
      result
        ? [jsonType(result, scope, {}, operation.source)]
        : entities.map((entity) => {
            const found = javaTypeOf(entity, locals, scope);
            return found && jsonType(found.java, found.scope, {}, operation.source);
          }),
    );
    // One type on every return; an entity the reader cannot follow leaves the response unread.
    if (returned.size === 1 && !returned.has(undefined)) operation.response = [...returned][0];
    delete (/** @type {Partial<ReadOperation>} */ (operation).java);
  }
  return /** @type {JsonTypes} */ (shapes);
}

/** Annotations that document the API for its generated OpenAPI: their texts are not messages. */
const OPENAPI_DOCS = new Set(['Schema', 'Operation', 'APIResponse', 'APIResponses', 'Parameter', 'RequestBody', 'Tag']);
const HOLE = '…';
const literalText = (/** @type {string} */ image) => {
  try {
    return JSON.parse(image);
  } catch {
    return image.slice(1, -1);
  }
};

/**
 * The texts of two words or more the code can answer with, outside the OpenAPI annotations: string
 * literals, alone or joined with `+` to values (each value, and String.format's `%s` and `%d`, written `…`).
 */
function messagesIn(/** @type {Node} */ unit) {
  const found = /** @type {string[]} */ ([]);
  walk(unit, (node) => {
    if (node.name === 'annotation' && OPENAPI_DOCS.has(annotationName(node))) return false;
    if (node.name === 'binaryExpression') {
      const operands = children(node, 'unaryExpression');
      const operators = Object.entries(node.children ?? {}).flatMap(([key, list]) =>
        key === 'unaryExpression' ? [] : list,
      );
      /** @returns {string | undefined} */
      const literal = (/** @type {Node} */ operand) => {
        const primary = child(operand, 'primary');
        const token = child(child(child(primary, 'primaryPrefix'), 'literal'), 'StringLiteral');
        const alone = Object.keys(operand.children ?? {}).length === 1 && !child(primary, 'primarySuffix');
        return token && alone ? literalText(/** @type {string} */ (token.image)) : undefined;
      };
      if (operators.every((item) => item.image === '+') && operands.some((operand) => literal(operand) !== undefined)) {
        const text = operands.map((operand) => literal(operand)?.replace(/%[sd]/g, HOLE) ?? HOLE).join('');
        if (/\S \S/.test(text)) found.push(text);
      }
    }
  });
  return found;
}

/**
 * Finds the class a name means where it is written (in `scope`, a class): a class nested in the
 * same file, an imported one, one of the same package or a wildcard import, or a full name.
 */
function lookupIn(/** @type {JavaType[]} */ types) {
  const index = new Map(types.map((type) => [type.fqn, type]));
  /**
   * @param {string} name
   * @param {JavaType} [scope]
   */
  return (name, scope) => {
    const [first, ...rest] = name.split('.');
    /** @type {FileContext} */
    const { pkg, imports, wildcards } = scope?.context ?? { pkg: '', imports: {}, wildcards: [] };
    const outer = scope && [pkg, scope.name.split('.')[0]].filter(Boolean).join('.');
    const bases = scope ? [scope.fqn, outer, ...wildcards].map((base) => `${base}.${first}`) : [];
    for (const candidate of [...bases, imports[first], first]) {
      const type = candidate && index.get([candidate, ...rest].join('.'));
      if (type) return type;
    }
    return index.get(name);
  };
}

/** A class that takes JAX-RS annotations from a supertype: the reader would not see them. */
function refuseInherited(/** @type {JavaType[]} */ types) {
  const lookup = lookupIn(types);
  for (const type of types) {
    const parent = (type.supers ?? []).map((java) => lookup(splitType(java).name, type)).find((item) => item?.jaxRs);
    if (parent)
      fail(
        type.at,
        `${type.name} inherits JAX-RS annotations from ${parent.name} (${parent.at}), which the reader does not follow`,
      );
  }
}

/**
 * The service's operations (sorted by path and method; the source names the file and method),
 * the JSON shapes of the bodies they take and return, and its messages.
 * @param {{ path: string, text: string }[]} files
 * @param {{ root?: string }} [options]
 * @returns {ServiceReading}
 */
export function readJavaSources(files, { root = '/' } = {}) {
  const operations = /** @type {ReadOperation[]} */ ([]);
  const types = /** @type {JavaType[]} */ ([]);
  const messages = /** @type {Set<string>} */ (new Set());
  for (const { path, text } of files) {
    const unit = parseJava(text, path);
    const declarations = declarationsOf(unit);
    const context = fileContext(unit);
    operations.push(...operationsIn(declarations, context, path, root));
    types.push(...typesIn(declarations, context, path));
    for (const message of messagesIn(unit)) messages.add(message);
  }
  refuseInherited(types);
  const shapes = jsonShapes(operations, types);
  operations.sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  return { operations, types: shapes, messages: [...messages].sort() };
}
