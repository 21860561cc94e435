/** The build-time view of one OpenAPI operation, as the ApiOperation component renders it. */

export interface FieldRow {
  name: string;
  type: string;
  required: boolean;
  description: string;
  /** Limits, defaults, enums and formats, in words. */
  rules: string[];
  /** The name the request samples give this value (`INSTALLATION_ID`), when they declare one for it. */
  placeholder?: string;
}

export interface ParameterRow extends FieldRow {
  location: 'path' | 'query' | 'header';
}

export interface ResponseRow {
  status: string;
  description: string;
  /** Pretty-printed JSON example, when the contract has one. */
  example?: string;
  /** Fields of the JSON body, from its schema (empty when there is no body or it is not an object). */
  fields: FieldRow[];
  /** Name of the body's schema, when it is a named component. */
  schemaName?: string;
}

export interface CodeSample {
  language: 'curl' | 'python' | 'javascript';
  label: string;
  /** Prism's name for the language. */
  prism: string;
  code: string;
}

export interface OperationView {
  operationId: string;
  method: string;
  path: string;
  summary: string;
  /** The operation's own Markdown description from the contract. */
  description: string;
  tag: string;
  roles: string[];
  scope?: string;
  /** Release since which the service has served it without a break, when later than the first (service-record.json). */
  since?: string;
  /** Earlier spans of releases that served it before a gap (`1.0.0–1.7.0`). */
  servedEarlier: string[];
  parameters: ParameterRow[];
  bodyFields: FieldRow[];
  bodySchemaName?: string;
  responses: ResponseRow[];
  samples: CodeSample[];
  /** Names the samples declare for the reader to set, besides BASE_URL and ACCESS_TOKEN. */
  sampleValues: string[];
}
