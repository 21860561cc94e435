/** Where the contract's downloads and the API explorer are published, below the base path (src/plugins/openapi-explorer). */
export const EXPLORER_DIR = 'openapi';
/** The API explorer's page. */
export const EXPLORER_ROUTE = `${EXPLORER_DIR}/explore`;
