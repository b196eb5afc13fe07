import { defineConfig } from 'vitest/config';
import { LongestFirst } from './test-order';

// One runner for every suite; scripts/test.mjs runs them in groups and adds up the results.
export default defineConfig({
  test: {
    sequence: { sequencer: LongestFirst },
    projects: [
      { test: { name: 'contracts', root: 'packages/contracts', include: ['src/**/*.test.ts'] } },
      'server/vitest.config.ts',
      'web/vitest.config.ts',
      'e2e/vitest.config.ts',
    ],
  },
});
