/** The one constant the plugin's search bar reads from its generated constants, without their lunr set-up. */
import { searchOptions } from '@site/config/search';

export const searchResultLimits: number = searchOptions.searchResultLimits;
