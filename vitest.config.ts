import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';

// Three suites: unit (jsdom, mocked network), api (real server in-process on a fresh
// database per file) and e2e (built app + real server + Debian's Chromium).
// When TEST_DATABASE_URL is set, the api suite runs a second time against PostgreSQL.
const apiProject = (name: string, driver: 'pglite' | 'pg') => ({
  test: {
    name,
    environment: 'node',
    include: ['tests/api/**/*.test.ts'],
    globalSetup: ['tests/api/global-setup.ts'],
    env: { TEST_DB_DRIVER: driver },
    // Files share a worker's module cache: tests/api/fixtures/app.ts loads the migrated PGlite
    // once per worker and clones it per file. Each file still gets its own app and database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [react()],
        test: {
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/unit/setup.ts'],
          testTimeout: 20_000,
        },
      },
      apiProject('api:pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api:postgres', 'pg')] : []),
      {
        test: {
          name: 'e2e',
          environment: 'node',
          include: ['tests/e2e/**/*.spec.ts'],
          fileParallelism: false,
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
