import { defineConfig } from 'vitest/config';

// One runner for every suite; scripts/test.mjs runs them in groups and adds up the results.
export default defineConfig({
  test: {
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      'server/vitest.config.ts',
      'web/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
