import { defineConfig } from 'vitest/config';

// Server tests run on PGlite always, and again on PostgreSQL when TEST_DATABASE_URL is set.
const databases = process.env.TEST_DATABASE_URL ? ['pglite', 'postgres'] : ['pglite'];

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: databases.map((name) => ({
      extends: true,
      test: { name, include: ['src/**/*.test.ts'], env: { TEST_DB: name } },
    })),
  },
});
