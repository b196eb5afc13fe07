import { defineConfig } from 'vitest/config';
import { e2eWorkers } from './support/workers';

// Browser journeys: real servers on fresh embedded databases, real Chromium. Files run in as many
// workers as support/workers.ts allows, each worker with a server of its own.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/env.ts'],
    fileParallelism: e2eWorkers() > 1,
    maxWorkers: e2eWorkers(),
    // Hang guards, not speed checks: a journey on a loaded two-core CI machine takes minutes, and a
    // polled assertion waits as long as Playwright's own waitFor (30 s) instead of vitest's 1 s.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
