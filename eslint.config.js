import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import drizzle from 'eslint-plugin-drizzle'
import globals from 'globals'
import { readdirSync } from 'node:fs'
import { featureCyclesRule } from './scripts/feature-graph.mjs'

const SERVER_FOREIGN_REPOSITORY = {
  group: ['../*/*.repository', '**/features/*/*.repository'],
  message: 'Another feature’s tables are reached through its service, never its repository.',
}
const SERVER_SCHEMA_OUTSIDE_REPOSITORIES = {
  group: ['**/db/schema', '**/db/schema/*'],
  allowTypeImports: true,
  message: 'Only a repository queries tables: call the owning feature’s repository or service.',
}

// The web's features: every folder of apps/web/src/features, so a new feature is covered at once.
const WEB_FEATURES = readdirSync(new URL('apps/web/src/features/', import.meta.url), {
  withFileTypes: true,
})
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
const WEB_COMPOSE_IN_APP = 'Web features never import each other; compose them in app/.'
const WEB_FEATURE_IMPORT = { regex: '(^|/)features(/|$)', message: WEB_COMPOSE_IN_APP }
const WEB_APP_IMPORT = {
  regex: '^(\\.\\./)+app(/|$)',
  message: 'Imports go one way: lib and components → features → app.',
}
/** From inside `feature`: a sibling folder (`../chat/…`) or any other `features/<name>` path. */
function otherWebFeatureImport(feature) {
  return {
    regex: `^\\.\\./(?!\\.\\./|${feature}(/|$))|(^|/)features/(?!${feature}(/|$))`,
    message: WEB_COMPOSE_IN_APP,
  }
}

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      'reports/**',
      'coverage/**',
      '**/coverage/**',
      'test-results/**',
      'playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
    },
  },
  // No source file over 400 lines (issue 21): a longer one is split along a seam. Tests, e2e
  // specs and generated files are exempt.
  {
    files: ['**/*.{ts,tsx}'],
    ignores: [
      '**/*.test.ts',
      '**/*.test.tsx',
      '**/*.int.test.ts',
      'e2e/**/*.spec.ts',
      'apps/server/src/db/migrations/**',
      '**/dist/**',
      '**/dist-ssr/**',
    ],
    rules: {
      'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }],
    },
  },
  // Server features depend one way (docs/decisions/0019-feature-dependencies.md): an import into a
  // feature folder that already reaches back, through any number of folders, fails. Tests and
  // *-fixtures.ts may reach any feature to set up data (the rule skips them).
  {
    files: ['apps/server/src/features/**/*.ts'],
    plugins: { hearth: { rules: { 'feature-cycles': featureCyclesRule } } },
    rules: { 'hearth/feature-cycles': 'error' },
  },
  {
    files: ['apps/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  // One owner per table (docs/decisions/0004-actor-access-and-table-owners.md): a feature reads
  // another feature's tables through that feature's service, and only repositories query tables.
  // Type-only imports of db/schema (row shapes) are fine anywhere. Not checked: db/ itself,
  // demo/ and tests (set-up writes rows directly), and lib/rate-limit.ts, which is the
  // repository of rate_limit_hits for every feature.
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/db/**',
      'apps/server/src/demo/**',
      'apps/server/src/test/**',
      'apps/server/src/**/*.test.ts',
      'apps/server/src/**/*-fixtures.ts',
      'apps/server/src/**/*.repository.ts',
      'apps/server/src/lib/rate-limit.ts',
    ],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [SERVER_FOREIGN_REPOSITORY, SERVER_SCHEMA_OUTSIDE_REPOSITORIES] },
      ],
    },
  },
  {
    files: ['apps/server/src/**/*.repository.ts'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        { patterns: [SERVER_FOREIGN_REPOSITORY] },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  // Web imports go one way: lib/ and components/ → features/ → app/ (docs/style.md). lib/ and
  // components/ import no feature and no app/ module.
  {
    files: ['apps/web/src/lib/**/*.{ts,tsx}', 'apps/web/src/components/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': ['error', { patterns: [WEB_FEATURE_IMPORT, WEB_APP_IMPORT] }],
    },
  },
  // A feature imports no other feature at all (not only its API), and nothing from app/.
  ...WEB_FEATURES.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [otherWebFeatureImport(feature), WEB_APP_IMPORT] },
      ],
    },
  })),
  {
    files: ['**/*.{js,mjs,cjs}'],
    languageOptions: { globals: globals.node },
  },
)
