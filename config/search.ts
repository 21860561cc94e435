import type { PluginOptions } from '@easyops-cn/docusaurus-search-local';

/** Local lunr search, built with the site and queried in a web worker: no search service. */
export const searchOptions = {
  // Code and what every operation page repeats would crowd out the prose that names the same things.
  ignoreCssSelectors: [
    '.theme-code-block',
    '.api-errors',
    '.api-operation__examples',
    'noscript',
    'h3[id^="response-"] ~ .api-fields li > p:not(:first-child)',
  ],
  language: ['en', 'zh'],
  explicitSearchResultPath: true,
  highlightSearchTermsOnTargetPage: true,
  searchResultLimits: 8,
  // Stated rather than left to the plugin's defaults: the relevance test builds the worker with them.
  fuzzyMatchingDistance: 1,
  removeDefaultStopWordFilter: [],
  searchResultContextMaxLength: 60,
} satisfies Partial<PluginOptions>;

/**
 * [the site's words, readers' words for them]: a query with reader words is also searched in the site's.
 * Phrases are matched after question words go: "look at" is "look", "log in" "log", "sign in" "sign".
 */
export const readerWords: ReadonlyArray<readonly [siteWords: string, readerWords: readonly string[]]> = [
  ['add', ['push', 'send', 'submit', 'upload', 'ingest', 'publish', 'report usage', 'record usage', 'post']],
  ['update', ['change', 'modify', 'edit', 'alter', 'correct', 'fix', 'repair', 'rename']],
  ['delete', ['remove', 'erase', 'drop', 'purge', 'rid']],
  ['withdraw', ['take away', 'revoke', 'unassign', 'retract']],
  // "my own permissions": what the API calls the caller's.
  ['caller', ['own', 'myself']],
  ['fetch', ['look', 'retrieve', 'inspect', 'detail']],
  ['create', ['make', 'set up', 'new', 'add new']],
  ['set up', ['onboard', 'configure', 'connect']],
  ['assign entitlement', ['grant role', 'give role', 'grant access', 'grant permission', 'grant right']],
  ['withdraw entitlement', ['revoke role', 'revoke access', 'revoke permission', 'take away role', 'remove role']],
  ['actor', ['user', 'person', 'account', 'member', 'colleague', 'people']],
  ['oidc tenant', ['identity provider', 'idp', 'oidc provider', 'identity source', 'keycloak']],
  ['report', ['usage report', 'usage summary', 'consumption', 'consume', 'consumed', 'statistic', 'total usage']],
  ['metric', ['usage record', 'measurement', 'usage data', 'usage']],
  ['access token', ['api key', 'credential', 'bearer']],
  // A program without a person at a browser signs in with the client credentials grant.
  ['client credential', ['cron', 'cron job', 'headless', 'unattended', 'non interactive', 'without browser']],
  ['terms of use', ['rule', 'cite', 'citation', 'acknowledge', 'misuse', 'misused', 'abuse']],
  ['authentication', ['log', 'login', 'logging', 'logon', 'sign', 'signin', 'signing']],
  // Where the web UI's guides say what a reader does by hand.
  ['web ui', ['web app', 'web application', 'web interface', 'user interface', 'gui', 'browser', 'website', 'portal']],
  ['search', ['find', 'look up', 'lookup', 'query']],
  ['error', ['forbidden', 'unauthorized', 'unauthorised', 'not found', 'bad request', 'conflict', 'denied']],
  // Failures and the HTTP status codes a reader meets.
  ['error', ['fail', 'failed', ...'400 401 403 404 405 409 415 422 500 502 503'.split(' ')]],
  ['changelog', ['change api', 'api change', 'api history', 'release note', 'release history', 'breaking change']],
];
