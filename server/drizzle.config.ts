import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  schema: ['./src/modules/*/db.ts', './src/platform/*/db.ts'],
  out: './migrations',
});
