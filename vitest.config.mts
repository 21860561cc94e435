import { defineConfig } from 'vitest/config';

/**
 * Two tiers that need no browser:
 *   unit   pure build-time code, no build needed (`npm run test:unit`, seconds);
 *   build  facts about the finished production build in build/ (`npm run test:build`).
 */
export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true, test: { name: 'build', include: ['tests/build/**/*.test.ts'] } },
    ],
  },
});
