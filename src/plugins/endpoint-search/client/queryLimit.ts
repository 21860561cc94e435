/**
 * The search worker expands every term with wildcards and edit distances; one very long term
 * (thousands of characters) keeps it busy for many seconds and every later query waits behind
 * it. Queries are therefore cut to this length before they reach the worker.
 */
export const MAX_QUERY_LENGTH = 200;

/** Set on <html> when an over-long `?q=` was cut, so the search page can say so. */
export const SHORTENED_FLAG = 'data-search-query-shortened';

export function limitQuery(query: string): string {
  return query.length > MAX_QUERY_LENGTH ? query.slice(0, MAX_QUERY_LENGTH) : query;
}
