type Json = Record<string, any>;

export function operationKey(operation: { method: string; path: string }): string;
export function resolveRef(spec: Json, node: any): any;
export function operationsOf(spec: Json): { path: string; method: string; operation: Json; parameters: any[] }[];
