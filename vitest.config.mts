import { defineConfig } from 'vitest/config';

/**
 * Two tiers that need no browser:
 *   unit   pure build-time code, no build needed (`npm run test:unit`, seconds);
 *   build  facts about the finished production build in build/ (`npm run test:build`).
 */
export default defineConfig({
  test: {
    environment: 'node',
    // Set-up (a served build, a browser for the diagram drawings) waits for a process to start;
    // on two cores shared with the static checks that can take minutes, so no hook races a clock.
    hookTimeout: 300_000,
    // Some tests start processes (curl, Python, Node) that a loaded machine starts slowly.
    testTimeout: 60_000,
    projects: [
      {
        extends: true,
        // The files share one worker and its module cache: each module (the contract's parser, the
        // docs reader) is loaded once, not once per file. No test leaves a stub or a global behind.
        test: { name: 'unit', include: ['tests/unit/**/*.test.ts'], isolate: false },
      },
      {
        extends: true,
        test: {
          name: 'build',
          include: ['tests/build/**/*.test.ts'],
          // One check reads every page of the build; files share a worker, so each page is parsed once
          // per worker. Two workers, not Vitest's default of one on two cores: search relevance is
          // half the tier, in two files (tuning sets, blind sets) that take a worker each, and only
          // the link check and the lower-priority static checks run beside them (scripts/test-all.sh).
          testTimeout: 120_000,
          isolate: false,
          maxWorkers: 2,
          // A group of its own: Vitest runs projects with different worker counts one after the other.
          sequence: { groupOrder: 1 },
        },
      },
    ],
  },
});
