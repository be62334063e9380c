import { defineConfig } from 'vitest/config'

// Three suites: fast unit tests (`npm run check`), the hk-labour engine with its coverage gate,
// and server integration tests that boot the real app on PGlite (or PostgreSQL via DATABASE_URL).
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/shared/src/**/*.test.ts',
            'apps/server/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      './apps/web/vite.config.ts',
      {
        test: {
          name: 'integration',
          include: ['apps/server/src/**/*.int.test.ts'],
          globalSetup: ['./apps/server/src/test/global-setup.ts'],
          environment: 'node',
          pool: 'forks',
          maxWorkers: 2,
          isolate: false,
          sequence: { groupOrder: 1 },
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
})
