export interface AccessCheck {
  check: string;
  roles: string[];
  on: string;
}
export interface CodeOperation {
  method: string;
  path: string;
  pathParameters: string[];
  queryParameters: string[];
  body: boolean;
  statuses: string[];
  access: AccessCheck[];
  hidden: boolean;
  html: boolean;
  authenticated?: boolean;
  source: string;
  /** JSON type expressions: string, integer, number, boolean, object, any, array<…> or a name in JsonTypes. */
  request?: string;
  response?: string;
}
export type JsonTypes = Record<
  string,
  { fields: { name: string; type: string; required?: true }[] } | { enum: string[] }
>;
export interface ServiceReading {
  operations: CodeOperation[];
  types: JsonTypes;
  messages: string[];
}
export const ACCESS_ANNOTATIONS: string[];
export function joinPaths(...parts: string[]): string;
export function readJavaFile(text: string, options?: { file?: string; root?: string }): CodeOperation[];
export function readJavaSources(files: { path: string; text: string }[], options?: { root?: string }): ServiceReading;
