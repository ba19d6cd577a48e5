import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { DATED_API_FILES, DATED_E2E_FILES } from './tests/dated-files.ts';

// Three suites: unit (jsdom, mocked network), api (real server in-process on a fresh database per
// file) and e2e (built app + real server + Debian's Chromium). API and browser tests read time from
// a clock pinned by TEST_CLOCK (tests/clock.ts): every file runs at a Tuesday 10:00 in Bogotá and
// the date-dependent ones (tests/dated-files.ts) again at a Saturday 23:30, in their own project.
// When TEST_DATABASE_URL is set, the api suite runs a second time against PostgreSQL.
const SATURDAY = 'saturday-night';

const apiProject = (name: string, driver: 'pglite' | 'pg', clock: string, include: string[]) => ({
  test: {
    name,
    environment: 'node',
    include,
    globalSetup: ['tests/api/global-setup.ts'],
    setupFiles: ['tests/api/setup.ts'],
    env: { TEST_DB_DRIVER: driver, TEST_CLOCK: clock },
    // Files share a worker's module cache: tests/api/fixtures/app.ts loads the migrated PGlite
    // once per worker and clones it per file. Each file still gets its own app and database.
    isolate: false,
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
const apiProjects = (driver: 'pglite' | 'pg', label: string) => [
  apiProject(`api:${label}`, driver, 'weekday', ['tests/api/**/*.test.ts']),
  apiProject(`api:${label}:${SATURDAY}`, driver, SATURDAY, DATED_API_FILES),
];

const e2eProject = (name: string, clock: string, include: string[]) => ({
  test: {
    name,
    environment: 'node',
    include,
    env: { TEST_CLOCK: clock },
    fileParallelism: false,
    // One worker runs the files in turn and keeps its modules: the server's code is imported once,
    // and the demo school is migrated and seeded once (tests/e2e/helpers.ts), not per file.
    isolate: false,
    testTimeout: 90_000,
    hookTimeout: 90_000,
  },
});

export default defineConfig({
  test: {
    // After vitest's own summary: which projects ran, which did not and why (no silent half).
    reporters: ['default', './tests/projects-reporter.ts'],
    // Two workers at least: vitest's default leaves one core of two idle, and an API file spends
    // much of its time waiting on its database (the browser suite runs one file at a time anyway).
    maxWorkers: Math.max(2, availableParallelism() - 1),
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
      ...apiProjects('pglite', 'pglite'),
      ...(process.env.TEST_DATABASE_URL ? apiProjects('pg', 'postgres') : []),
      e2eProject('e2e', 'weekday', ['tests/e2e/**/*.spec.ts']),
      e2eProject(`e2e:${SATURDAY}`, SATURDAY, DATED_E2E_FILES),
    ],
  },
});
