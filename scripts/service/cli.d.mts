import type { CodeOperation } from './javaEndpoints.mjs';
import type { Deliberate } from './compare.mjs';

export const CONTRACT: string;
export const RECORD: string;
export const DELIBERATE: string;
export function apiOperations(operations: CodeOperation[], deliberate: Required<Deliberate>): CodeOperation[];
