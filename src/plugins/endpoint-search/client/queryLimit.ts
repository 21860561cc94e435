/**
 * Queries are cut to this length before they reach the worker: it expands every term with
 * wildcards and edit distances, and one term of thousands of characters held it for seconds.
 */
export const MAX_QUERY_LENGTH = 200;
