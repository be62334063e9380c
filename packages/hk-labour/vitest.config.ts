import { defineConfig } from 'vitest/config'

// The labour-law engine is pure, so its tests run alone with a coverage gate of 95 %.
export default defineConfig({
  test: {
    name: 'hk-labour',
    include: ['src/**/*.test.ts'],
    environment: 'node',
    coverage: {
      provider: 'v8',
      include: ['src/**/*.ts'],
      exclude: ['src/**/*.test.ts'],
      thresholds: { lines: 95, branches: 95, functions: 95, statements: 95 },
      reporter: ['text-summary'],
    },
  },
})
