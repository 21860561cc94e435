/**
 * The one constant the local-search plugin's search bar reads from the plugin's generated
 * constants, without that module's lunr set-up (see ../index.ts). The value comes from
 * config/search.ts through the plugin's data.
 */
import constants from '@generated/endpoint-search/default/search-bar-constants.json';

export const searchResultLimits: number = constants.searchResultLimits;
