/** The constants of the search box and page; the plugin's bar reads searchResultLimits here, without its lunr set-up. */
import { searchOptions } from '../../../../config/search';

export const searchResultLimits: number = searchOptions.searchResultLimits;

/** Queries are cut to this length: the worker expands every term, and one of thousands of characters held it for seconds. */
export const MAX_QUERY_LENGTH = 200;
