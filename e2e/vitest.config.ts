import { defineConfig } from 'vitest/config';

// Browser journeys: one real server on a fresh embedded database, real Chromium, run one file at a
// time so two browsers never fight for the machine's two cores.
export default defineConfig({
  test: {
    name: 'e2e',
    root: import.meta.dirname,
    include: ['specs/**/*.e2e.test.ts'],
    globalSetup: ['support/global-setup.ts'],
    setupFiles: ['support/env.ts'],
    fileParallelism: false,
    // Hang guards, not speed checks: a journey on a loaded two-core CI machine takes minutes, and a
    // polled assertion waits as long as Playwright's own waitFor (30 s) instead of vitest's 1 s.
    testTimeout: 180_000,
    hookTimeout: 180_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
