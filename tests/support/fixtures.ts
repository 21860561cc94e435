/**
 * Shared test fixture: every page a test opens is watched for uncaught errors and for requests
 * to any host other than the site's own; both fail the test at the end.
 */
import { test as base, expect } from '@playwright/test';

export const test = base.extend<{ pageErrors: string[]; foreignRequests: string[] }>({
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      await use(errors);
    },
    { auto: true },
  ],
  foreignRequests: [
    async ({ context, baseURL }, use) => {
      const own = new URL(baseURL!).host;
      const foreign: string[] = [];
      context.on('request', (request) => {
        const url = new URL(request.url());
        if (['http:', 'https:', 'ws:', 'wss:'].includes(url.protocol) && url.host !== own) foreign.push(request.url());
      });
      await use(foreign);
    },
    { auto: true },
  ],
});

test.afterEach(async ({ pageErrors, foreignRequests }) => {
  expect(pageErrors, 'uncaught errors in the page').toEqual([]);
  expect(foreignRequests, 'requests to other hosts').toEqual([]);
});

export { expect };
