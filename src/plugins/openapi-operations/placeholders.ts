// The named values of the request samples (`INSTALLATION_ID`): one name per kind of object, in every language.

/** `installation_id`, `externalId`, `metric-definition-id` → INSTALLATION_ID, EXTERNAL_ID, METRIC_DEFINITION_ID. */
function upperSnake(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1_$2')
    .replace(/[^A-Za-z0-9]+/g, '_')
    .toUpperCase();
}

/** A collection's path segment as the name of one of its items: `metric-definitions` → METRIC_DEFINITION. */
function singular(segment: string): string {
  const name = upperSnake(segment);
  if (name.endsWith('IES')) return `${name.slice(0, -3)}Y`;
  return name.endsWith('S') ? name.slice(0, -1) : name;
}

/**
 * A parameter's name in upper snake case; a bare `id` or `key` takes its collection's name
 * (`/metric-definitions/{id}` → METRIC_DEFINITION_ID, `/settings/{key}` → SETTING_KEY).
 */
export function placeholderName(parameter: string, path = ''): string {
  const name = upperSnake(parameter);
  if (name !== 'ID' && name !== 'KEY') return name;
  const segments = path.split('/');
  const collection = segments[segments.indexOf(`{${parameter}}`) - 1];
  if (!collection || collection.startsWith('{')) {
    throw new Error(`No collection names {${parameter}} in "${path}", so its sample value has no name`);
  }
  return `${singular(collection)}_${name}`;
}

/** Body fields that hold another object's ID, by the parameter that names the same object in paths. */
const bodyReferences: Record<string, string> = {
  metric_definition_id: 'metric_definition_id',
  unit_of_access: 'metric_definition_id',
  project: 'project_id',
  organisation: 'provider_id',
  resource: 'resource_id',
};

/** The placeholder name of a top-level body field, when it refers to another object. */
export function bodyPlaceholderName(field: string): string | undefined {
  const parameter = bodyReferences[field];
  return parameter === undefined ? undefined : placeholderName(parameter);
}

/** An internal ID as the service generates it, anywhere in a text: 24 hexadecimal characters. */
export const INTERNAL_ID = /(?<![0-9a-f])[0-9a-f]{24}(?![0-9a-f])/;

/** A placeholder's value: its example, unless it is an internal ID no example gets right (`your-installation-id`). */
export function placeholderValue(name: string, example: unknown): string {
  if (
    example === undefined ||
    example === null ||
    (typeof example === 'string' && INTERNAL_ID.exec(example)?.[0] === example)
  ) {
    return `your-${name.toLowerCase().replace(/_/g, '-')}`;
  }
  return String(example);
}
