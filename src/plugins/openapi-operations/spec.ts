/** Reads the OpenAPI contract (once per change) and turns its operations into OperationViews. */
import path from 'node:path';
import yaml from 'js-yaml';
import { readOnChange } from '../shared/readOnChange';
import { buildCodeSamples, namedRequest, serviceRoot } from './codeSamples';
import { ENVIRONMENT_TAB_GROUP, environmentsOf, type ApiEnvironment } from './environments';
import { bodyPlaceholderName, placeholderName } from './placeholders';
import { mergedSchema, operationKey, operationsOf, resolveRef, type Json } from '../../../lib/contractOperations.mjs';
import { loadRecord, servedHistory, type ServedHistory, type ServiceRecord } from './releaseHistory';
import type { FieldRow, OperationView, ParameterRow, ResponseRow } from './types';

export const specPath = path.resolve(__dirname, '../../../openapi/accounting-system.yaml');

export const loadSpec = readOnChange(specPath, (text) => yaml.load(text) as Json);

function refName(node: any): string | undefined {
  return typeof node?.$ref === 'string' ? node.$ref.split('/').pop() : undefined;
}

function describeType(spec: Json, raw: any): string {
  const schema = resolveRef(spec, raw) ?? {};
  const name = refName(raw);
  if (schema.oneOf || schema.anyOf) {
    const variants = (schema.oneOf ?? schema.anyOf).map((s: any) => refName(s) ?? describeType(spec, s));
    return name ?? variants.join(' | ');
  }
  if (schema.type === 'array') return `array of ${describeType(spec, schema.items)}`;
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'object' || schema.properties || schema.allOf) return name ?? 'object';
  const base = schema.type ?? 'any';
  return schema.format ? `${base} (${schema.format})` : base;
}

function describeRules(schema: any): string[] {
  const rules: string[] = [];
  if (!schema) return rules;
  if (schema.enum) rules.push(`One of: ${schema.enum.map((v: unknown) => `\`${String(v)}\``).join(', ')}`);
  if (schema.default !== undefined) rules.push(`Default: \`${JSON.stringify(schema.default)}\``);
  if (schema.minimum !== undefined) rules.push(`Minimum: ${schema.minimum}`);
  if (schema.maximum !== undefined) rules.push(`Maximum: ${schema.maximum}`);
  if (schema.minLength !== undefined) rules.push(`Min length: ${schema.minLength}`);
  if (schema.maxLength !== undefined) rules.push(`Max length: ${schema.maxLength}`);
  if (schema.pattern) rules.push(`Pattern: \`${schema.pattern}\``);
  if (schema.minItems !== undefined) rules.push(`At least ${schema.minItems} item(s)`);
  if (schema.nullable) rules.push('May be null');
  return rules;
}

function fieldRows(spec: Json, raw: any, prefix = '', depth = 0, seen = new Set<string>()): FieldRow[] {
  const name = refName(raw);
  if (name) {
    if (seen.has(name)) return [];
    seen = new Set(seen).add(name);
  }
  const { properties = {}, required = [] } = mergedSchema(spec, raw);
  const rows: FieldRow[] = [];
  for (const [key, propRaw] of Object.entries(properties)) {
    const prop = resolveRef(spec, propRaw) ?? {};
    const fullName = `${prefix}${key}`;
    rows.push({
      name: fullName,
      type: describeType(spec, propRaw),
      required: required.includes(key),
      description: (prop.description ?? (propRaw as any).description ?? '').trim(),
      rules: describeRules(prop),
    });
    if (depth >= 2) continue;
    const nested = prop.type === 'array' ? prop.items : propRaw;
    const nestedSchema = resolveRef(spec, nested) ?? {};
    // A schema already on the way here lists nothing again (fieldRows returns no rows for it).
    if ((nestedSchema.properties || nestedSchema.allOf) && !nestedSchema.oneOf) {
      const childPrefix = prop.type === 'array' ? `${fullName}[].` : `${fullName}.`;
      rows.push(...fieldRows(spec, nested, childPrefix, depth + 1, seen));
    }
  }
  return rows;
}

/** Fields of a response body: an array of objects lists its items' fields as `[].name`. */
function responseFieldRows(spec: Json, raw: any): FieldRow[] {
  const schema = resolveRef(spec, raw) ?? {};
  if (schema.type === 'array')
    return resolveRef(spec, schema.items)?.properties ? fieldRows(spec, schema.items, '[].') : [];
  return schema.properties || schema.allOf ? fieldRows(spec, raw) : [];
}

/** A media type's example: its own, else its first named one, else its schema's. */
function exampleOf(spec: Json, media: any): unknown {
  if (media?.example !== undefined) return media.example;
  const first = media?.examples && Object.values(media.examples)[0];
  return first ? (resolveRef(spec, first) as any)?.value : resolveRef(spec, media?.schema)?.example;
}

/** Every operation of a parsed contract, in path order, with when the service's code has served it. */
export function operationViews(spec: Json, history = new Map<string, ServedHistory>()): OperationView[] {
  const root = serviceRoot(Object.keys(spec.paths ?? {}));
  return operationsOf(spec).map((entry) => toView(spec, root, entry, history.get(operationKey(entry))));
}

/** The contract's environments, each with the base URL every sample reads from BASE_URL. */
export function apiEnvironments(): ApiEnvironment[] {
  const spec = loadSpec();
  return environmentsOf(spec.servers ?? [], serviceRoot(Object.keys(spec.paths ?? {})));
}

/** The environment tab group and its values, for the tabs remembered from the first paint. */
export function environmentTabGroup(): { groupId: string; values: string[] } {
  return { groupId: ENVIRONMENT_TAB_GROUP, values: apiEnvironments().map((environment) => environment.value) };
}

let views: { spec: Json; record: ServiceRecord; views: OperationView[] } | undefined;

/** Made again only when the contract or the record changes: each operation page of a build asks. */
export function listOperations(): OperationView[] {
  const [spec, record] = [loadSpec(), loadRecord()];
  if (views?.spec !== spec || views.record !== record) {
    views = { spec, record, views: operationViews(spec, servedHistory(record)) };
  }
  return views.views;
}

export function getOperation(operationId: string): OperationView | undefined {
  return listOperations().find((op) => op.operationId === operationId);
}

function toView(
  spec: Json,
  root: string,
  entry: ReturnType<typeof operationsOf>[number],
  history?: ServedHistory,
): OperationView {
  const { path: opPath, method, operation: op, parameters: rawParameters } = entry;
  const body = resolveRef(spec, op.requestBody);
  const bodyMedia = body?.content?.['application/json'];
  const sampleInput = {
    root,
    method,
    path: opPath,
    parameters: rawParameters,
    body: exampleOf(spec, bodyMedia),
  };
  // The names the request samples declare: the parameters and top-level body fields they fill say so.
  const { values: sampleValues } = namedRequest(sampleInput);
  const named = (placeholder: string | undefined) =>
    placeholder && sampleValues.some((v) => v.name === placeholder) ? { placeholder } : {};
  const parameters: ParameterRow[] = rawParameters.map((p) => ({
    name: p.name,
    location: p.in,
    type: describeType(spec, p.schema),
    required: Boolean(p.required),
    description: (p.description ?? '').trim(),
    rules: describeRules(resolveRef(spec, p.schema)),
    ...named(placeholderName(p.name, opPath)),
  }));
  const bodySchema = resolveRef(spec, bodyMedia?.schema);
  const bodyIsUnion = Boolean(bodySchema?.oneOf || bodySchema?.anyOf);
  const responses: ResponseRow[] = Object.entries<Json>(op.responses ?? {}).map(([status, raw]) => {
    const response = resolveRef(spec, raw);
    const media = response?.content?.['application/json'];
    const example = exampleOf(spec, media);
    return {
      status,
      description: (response?.description ?? '').trim(),
      example: example === undefined ? undefined : JSON.stringify(example, null, 2),
      fields: media?.schema ? responseFieldRows(spec, media.schema) : [],
      schemaName: refName(media?.schema) ?? refName(resolveRef(spec, media?.schema)?.items),
    };
  });
  return {
    operationId: op.operationId,
    method: method.toUpperCase(),
    path: opPath,
    summary: op.summary ?? op.operationId,
    description: (op.description ?? '').trim(),
    tag: op.tags?.[0] ?? '',
    roles: op['x-required-roles'] ?? [],
    scope: op['x-entitlement-scope'],
    since: history?.since,
    servedEarlier: history?.earlier ?? [],
    parameters,
    bodyFields:
      bodyMedia && !bodyIsUnion
        ? fieldRows(spec, bodyMedia.schema).map((row) => ({ ...row, ...named(bodyPlaceholderName(row.name)) }))
        : [],
    bodySchemaName: refName(bodyMedia?.schema),
    responses,
    samples: buildCodeSamples(sampleInput),
    sampleValues: sampleValues.map((v) => v.name),
  };
}

/** The one order of the operation groups everywhere: the contract's `tags`, then undeclared ones. */
export function tagOrder(spec: Json = loadSpec()): string[] {
  const declared: string[] = (spec.tags ?? []).map((tag: { name: string }) => tag.name);
  const used = operationsOf(spec).flatMap(({ operation }) => (operation.tags?.[0] ? [String(operation.tags[0])] : []));
  return [...new Set([...declared, ...used])];
}

/** The release of the service the docs describe (`info.x-service-version`), not the contract's own version. */
export function serviceVersion(spec: Json = loadSpec()): string {
  const version = spec.info?.['x-service-version'];
  if (typeof version !== 'string') throw new Error('openapi/accounting-system.yaml: info.x-service-version is missing');
  return version;
}
