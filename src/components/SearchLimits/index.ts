/**
 * The search worker expands every term with wildcards and edit distances; one very long term
 * (thousands of characters) keeps it busy for many seconds and every later query waits behind
 * it. Queries are therefore cut to this length before they reach the worker.
 */
export const MAX_QUERY_LENGTH = 200;

export function limitQuery(query: string): string {
  return query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH) : query;
}
