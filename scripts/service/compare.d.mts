import type { AccessCheck, CodeOperation, JsonTypes } from './javaEndpoints.mjs';

export interface BodyField {
  path: string;
  type: string;
  required?: true;
  enum?: string[];
}

export interface ContractOperation {
  method: string;
  path: string;
  operationId: string;
  pathParameters: string[];
  queryParameters: string[];
  body: boolean;
  statuses: string[];
  roles: string[];
  request?: BodyField[];
  responses: Record<string, BodyField[] | undefined>;
}
export interface Deliberate {
  statusRules?: { status: string; side: 'code' | 'contract'; when: string; reason: string }[];
  operations?: { operation: string; field: string; reason: string }[];
  messages?: { quote: string; reason: string }[];
}
export interface Difference {
  operation: string;
  field: string;
  text: string;
}
export function contractOperations(spec: unknown): ContractOperation[];
export function rolesAdmittedBy(access: AccessCheck[]): string[];
export function compareOperations(
  code: CodeOperation[],
  contract: ContractOperation[],
  deliberate?: Deliberate,
  types?: JsonTypes,
): { differences: Difference[]; unused: NonNullable<Deliberate['operations']>; fieldsCompared: number };
export function codeFields(type: string | undefined, types: JsonTypes): BodyField[] | undefined;
export function formatDifference(difference: Difference): string;
