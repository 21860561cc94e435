import type { AccessCheck, CodeOperation } from './javaEndpoints.mjs';

export interface ContractOperation {
  method: string;
  path: string;
  operationId: string;
  pathParameters: string[];
  queryParameters: string[];
  body: boolean;
  statuses: string[];
  roles: string[];
  since?: string;
}
export interface Deliberate {
  statusRules?: { status: string; side: 'code' | 'contract'; when: string; reason: string }[];
  operations?: { operation: string; field: string; reason: string }[];
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
): { differences: Difference[]; unused: NonNullable<Deliberate['operations']> };
export function formatDifference(difference: Difference): string;
