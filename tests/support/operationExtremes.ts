/**
 * The operation pages that stand for all of them in a layout check: the 99 share one template, so
 * the ones at each extreme of what the template lays out show what any other would.
 */
import type { FieldRow, OperationView } from '../../src/plugins/openapi-operations/types';

export interface Extreme {
  operationId: string;
  /** Why this page is kept, with its measure. */
  reason: string;
}

const rowsOf = (op: OperationView): FieldRow[] => [
  ...op.parameters,
  ...op.bodyFields,
  ...op.responses.flatMap((response) => response.fields),
];
/** The widest text a table cell holds whole: a field's name or type (both stay on one line). */
const widestCell = (op: OperationView) =>
  Math.max(0, ...rowsOf(op).flatMap((row) => [row.name.length, row.type.length]));
const longestExample = (op: OperationView) =>
  Math.max(0, ...op.responses.map((response) => response.example?.split('\n').length ?? 0));

const measures: Array<[string, (op: OperationView) => number]> = [
  ['the longest path', (op) => op.path.length],
  ['the most fields in its tables', (op) => rowsOf(op).length],
  // The request's tables come before the example, which a phone must reach within two screens.
  ['the most request fields', (op) => op.parameters.length + op.bodyFields.length],
  ['the longest description', (op) => op.description.length],
  ['the widest table cell', widestCell],
  ['the longest response example', longestExample],
];

/** For each measure the operation with its highest value (the first in contract order on a tie), then one per method not yet kept. */
export function operationExtremes(operations: OperationView[]): Extreme[] {
  const kept = new Map<string, string[]>();
  const keep = (op: OperationView, reason: string) =>
    kept.set(op.operationId, [...(kept.get(op.operationId) ?? []), reason]);
  for (const [name, measure] of measures) {
    const top = operations.reduce((best, op) => (measure(op) > measure(best) ? op : best));
    keep(top, `${name} (${measure(top)})`);
  }
  const methods = [...new Set(operations.map((op) => op.method))];
  for (const method of methods) {
    const covered = operations.some((op) => op.method === method && kept.has(op.operationId));
    if (!covered)
      keep(
        operations.find((op) => op.method === method)!,
        `the first ${method}`,
      );
  }
  return [...kept].map(([operationId, reasons]) => ({ operationId, reason: reasons.join('; ') }));
}
