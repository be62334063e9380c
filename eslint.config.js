import js from '@eslint/js'
import tseslint from 'typescript-eslint'
import reactHooks from 'eslint-plugin-react-hooks'
import drizzle from 'eslint-plugin-drizzle'
import globals from 'globals'
import { readdirSync } from 'node:fs'

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
  {
    files: ['apps/server/**/*.ts'],
    plugins: { drizzle },
    rules: {
      'drizzle/enforce-delete-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
      'drizzle/enforce-update-with-where': ['error', { drizzleObjectName: ['db', 'tx'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: globals.browser },
    rules: reactHooks.configs.recommended.rules,
  },
  // Web imports go one way: lib/ and components/ → features/ → app/ (style.md). lib/ and
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
