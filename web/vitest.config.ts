import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  test: {
    name: 'web',
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test/setup.ts'],
    css: false,
    // Test files share one module graph: importing Mantine and React again in a fresh jsdom for each of
    // 66 files was four fifths of the suite's time (108 s against 20 s). test/setup.ts puts every store
    // back and clears the storages after each test.
    isolate: false,
  },
});
