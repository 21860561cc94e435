import type { CodeOperation } from './javaEndpoints.mjs';
import type { Deliberate } from './compare.mjs';

export const CONTRACT: string;
export const RECORD: string;
export const RECORD_MESSAGES: string;
export const DELIBERATE: string;
export const REPO_ROOT: string;
export function formatUnsaid(quote: import('./quotedMessages.mjs').Quote): string;
export function apiOperations(operations: CodeOperation[], deliberate: Required<Deliberate>): CodeOperation[];
