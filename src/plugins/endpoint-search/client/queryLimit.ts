/**
 * Queries are cut to this length before they reach the worker: it expands every term with
 * wildcards and edit distances, and one term of thousands of characters held it for seconds.
 */
export const MAX_QUERY_LENGTH = 200;

/** Set on <html> when an over-long `?q=` was cut, so the search page can say so. */
export const SHORTENED_FLAG = 'data-search-query-shortened';
