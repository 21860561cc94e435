/**
 * The API's environments, read from the contract's `servers`, the one place the base URLs are written.
 * `<ApiEnvironments />` shows what to export for each, in a tab group the whole site remembers.
 */
/** The tab group of the environment choice (src/theme/Tabs keeps a group's choice across pages). */
export const ENVIRONMENT_TAB_GROUP = 'api-environment';

/** Where a sample's BASE_URL and ACCESS_TOKEN come from: the first line of every request sample. */
export const ENVIRONMENT_NOTE = 'Set BASE_URL and ACCESS_TOKEN as in "Before You Call the API"';

/** The note as a comment in a sample's language (`#` for shell and Python, `//` for JavaScript). */
export function environmentComment(language: 'curl' | 'python' | 'javascript'): string {
  return `${language === 'javascript' ? '//' : '#'} ${ENVIRONMENT_NOTE}`;
}

export interface ApiEnvironment {
  /** The tab value (`development`, `production`): the first word of the server's description. */
  value: string;
  label: string;
  /** The server with the service root, what BASE_URL holds. */
  baseUrl: string;
  /** The service's page that hands a signed-in person a token for this environment. */
  tokenPage: string;
}

type Server = { url: string; description?: string };

/** The environments of the contract's servers; `root` is the service root every path shares. */
export function environmentsOf(servers: Server[], root: string): ApiEnvironment[] {
  return servers.map((server) => {
    const label = /^\w+/.exec(server.description ?? '')?.[0];
    if (!label) throw new Error(`The server ${server.url} needs a description that starts with its name`);
    const baseUrl = server.url.replace(/\/+$/, '') + root;
    return { value: label.toLowerCase(), label, baseUrl, tokenPage: `${baseUrl}/oidc-client` };
  });
}

/** The shell lines that choose an environment: what a reader pastes before running any sample. */
export function environmentExports(environment: ApiEnvironment): string {
  return [`export BASE_URL='${environment.baseUrl}'`, "export ACCESS_TOKEN='paste-the-token-here'"].join('\n');
}
