import { defineConfig, devices } from '@playwright/test';

/**
 * Browser tests run against production builds served on 127.0.0.1:
 *   build/          under the default base path /argo-accounting/ (port 4173)
 *   build-preview/  under /docs-preview/, with the test-only pages (port 4174)
 * scripts/test-all.sh builds both first.
 */
export const sites = {
  main: { baseURL: 'http://127.0.0.1:4173', base: '/argo-accounting/', dir: 'build', port: 4173 },
  preview: { baseURL: 'http://127.0.0.1:4174', base: '/docs-preview/', dir: 'build-preview', port: 4174 },
} as const;

const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
];

export default defineConfig({
  testDir: './tests',
  fullyParallel: true,
  workers: process.env.CI ? 2 : undefined,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: sites.main.baseURL,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: chromiumArgs,
    },
    trace: 'off',
  },
  webServer: Object.values(sites).map((site) => ({
    command: `node scripts/serve-static.mjs --dir ${site.dir} --base ${site.base} --port ${site.port}`,
    url: `${site.baseURL}${site.base}`,
    reuseExistingServer: !process.env.CI,
    timeout: 20_000,
  })),
});
