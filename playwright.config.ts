import { defineConfig, devices } from '@playwright/test';
import packageJson from './package.json' with { type: 'json' };
import { basePath } from './config/siteAddress.mjs';
import { chromiumFlags, testChromiumPath } from './lib/chromium.mjs';
import { serveArguments } from './lib/serveArguments.mjs';

/**
 * Browser tests run against the one production build (build/, made for the default base path
 * by scripts/test-all.sh), served on 127.0.0.1 three ways: by a small static server, by the same
 * server under a wrong base path, and by Debian's nginx with deploy/nginx.conf.
 */
// TEST_PORT_BASE moves every port at once, so parallel checkouts do not collide.
const port = (offset: number) => Number(process.env.TEST_PORT_BASE ?? 4173) + offset;
const local = (offset: number) => `http://127.0.0.1:${port(offset)}`;

export const sites = {
  main: { baseURL: local(0), base: basePath, dir: 'build', port: port(0) },
} as const;

/** build/ behind Debian's nginx with deploy/nginx.conf (tests/deploy). */
export const nginxSite = { baseURL: local(2), base: basePath, dir: 'build', port: port(2) } as const;

/** build/ (made for the base path) served under /b/ instead: a wrong base path (tests/resilience). */
export const wrongBaseSite = {
  baseURL: local(3),
  base: '/b/',
  builtFor: sites.main.base,
  dir: sites.main.dir,
  port: port(3),
} as const;

export default defineConfig({
  testDir: './tests',
  // tests/unit and tests/build hold vitest files (*.test.ts); Playwright runs only *.spec.ts.
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  // These machines have two cores; Playwright's default would be one worker.
  workers: 2,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  // Playwright empties its output folder when it starts; the vitest reports sit beside it.
  outputDir: 'test-results/playwright',
  reporter: [['list'], ['json', { outputFile: 'test-results/results.json' }]],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: sites.main.baseURL,
    launchOptions: {
      executablePath: testChromiumPath,
      args: chromiumFlags,
    },
    trace: 'off',
  },
  webServer: [
    ...Object.values(sites).map((site) => ({
      // Exactly README's `npm run serve` (gzip included), on this site's directory, base and port.
      command: [
        'node',
        ...serveArguments(packageJson.scripts.serve, { dir: site.dir, base: site.base, port: String(site.port) }),
      ].join(' '),
      url: `${site.baseURL}${site.base}`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    })),
    {
      command: `node scripts/serve-static.mjs --dir ${wrongBaseSite.dir} --base ${wrongBaseSite.builtFor} --mount ${wrongBaseSite.base} --port ${wrongBaseSite.port}`,
      url: `${wrongBaseSite.baseURL}${wrongBaseSite.base}`,
      reuseExistingServer: !process.env.CI,
      timeout: 20_000,
    },
    {
      // Installs nginx first when it is missing, hence the longer timeout. SIGTERM lets the
      // script stop nginx and remove its temporary prefix.
      command: `node scripts/serve-nginx.mjs --dir ${nginxSite.dir} --base ${nginxSite.base} --port ${nginxSite.port} --extra-dir tests/deploy/fixtures`,
      url: `${nginxSite.baseURL}${nginxSite.base}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
      gracefulShutdown: { signal: 'SIGTERM', timeout: 5_000 },
    },
  ],
});
