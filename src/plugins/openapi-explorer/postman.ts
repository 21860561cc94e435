/** The Postman collection (v2.1) with one bearer token, and an environment per server with its host and an empty token. */
import crypto from 'node:crypto';
import { promisify } from 'node:util';
import Converter from 'openapi-to-postmanv2';
import yaml from 'js-yaml';
import { operationsOf, type Json } from '../../../lib/contractOperations.mjs';
import { environmentsOf } from '../openapi-operations/environments';

/** Published next to the contract, relative to the explorer's output folder. */
export const postmanFiles = {
  collection: 'accounting-system.postman_collection.json',
  environment: (name: string) => `accounting-system-${name}.postman_environment.json`,
} as const;

/** Postman variables the collection uses; the environments set them. */
const HOST_VARIABLE = 'baseUrl';
const TOKEN_VARIABLE = 'accessToken';

/** A UUID that stays the same for the same input, so unchanged builds publish identical files. */
function stableUuid(seed: string): string {
  const hex = crypto.createHash('sha256').update(seed).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function requestKey(method: string, pathSegments: string[]): string {
  // The converter writes path parameters as ":name"; the contract as "{name}". Compare shapes.
  const shape = pathSegments.map((segment) => (/^[:{]/.test(segment) ? '{}' : segment)).join('/');
  return `${method.toUpperCase()} /${shape}`;
}

const convert = promisify(
  (input: Parameters<typeof Converter.convert>[0], options: Json, done: (error: unknown, result?: any) => void) =>
    Converter.convert(input, options, done),
);

/** Converts the contract; each request's description ends with its reference page (`referenceUrl`). */
export async function buildPostmanFiles(
  specSource: string,
  referenceUrl: (operationId: string) => string,
): Promise<{ collection: Json; environments: { key: string; json: Json }[] }> {
  const spec = yaml.load(specSource) as Json;
  const result = await convert(
    { type: 'json', data: spec },
    { folderStrategy: 'Tags', requestNameSource: 'Fallback', alwaysInheritAuthentication: true },
  );
  if (!result?.result) throw new Error(`openapi-to-postmanv2 failed: ${result?.reason ?? 'no result'}`);
  const collection = result.output[0].data as Json;

  const operations = new Map(
    operationsOf(spec).map(({ method, path, operation }) => [
      requestKey(method, path.split('/').filter(Boolean)),
      operation.operationId,
    ]),
  );

  const unmatched: string[] = [];
  const visit = (items: Json[]) => {
    for (const item of items) {
      delete item.id;
      if (Array.isArray(item.item)) {
        visit(item.item);
        continue;
      }
      const key = requestKey(item.request.method, item.request.url.path ?? []);
      const operationId = operations.get(key);
      if (!operationId) {
        unmatched.push(key);
        continue;
      }
      // The operationId identifies the request, as it does in the contract.
      item.id = operationId;
      const description = item.request.description?.content ?? '';
      item.request.description = {
        content: `${description}\n\nReference: ${referenceUrl(operationId)}`.trim(),
        type: 'text/markdown',
      };
      for (const response of item.response ?? []) delete response.id;
    }
  };
  visit(collection.item);
  if (unmatched.length > 0) throw new Error(`Postman requests without an operation: ${unmatched.join(', ')}`);

  // One bearer token for every request, set once here; requests carry no auth of their own.
  collection.auth = { type: 'bearer', bearer: [{ key: 'token', value: `{{${TOKEN_VARIABLE}}}`, type: 'string' }] };
  // The host comes from the chosen environment; the collection keeps the first server as a default.
  const servers: Array<{ url: string; description?: string }> = spec.servers ?? [];
  collection.variable = [{ key: HOST_VARIABLE, value: servers[0]?.url ?? '', type: 'string' }];
  collection.info._postman_id = stableUuid(`collection\n${specSource}`);

  // Named as the site's environment tabs name them (the first word of each server's description).
  const environments = environmentsOf(servers, '').map(({ value, label, baseUrl }) => ({
    key: value,
    json: {
      id: stableUuid(`environment ${value}\n${baseUrl}`),
      name: `${collection.info.name} (${label})`,
      values: [
        { key: HOST_VARIABLE, value: baseUrl, type: 'default', enabled: true },
        { key: TOKEN_VARIABLE, value: '', type: 'secret', enabled: true },
      ],
      _postman_variable_scope: 'environment',
    },
  }));
  return { collection, environments };
}
