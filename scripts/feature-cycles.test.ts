import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { expect, test } from 'vitest'
import { cycles, featureCyclesRule, featureGraph, pathBetween } from './feature-graph.mjs'

// Server features depend one way (issue 21, docs/decisions/0019-feature-dependencies.md). The
// ESLint rule `hearth/feature-cycles` (eslint.config.js) enforces it at each import; these tests
// show the rule and the graph it reads can fail.

test('finds every circle of a made-up graph, and none in a one-way graph', () => {
  const graph = new Map([
    ['access', ['jobs']],
    ['jobs', ['access', 'accounts']],
    ['accounts', ['helpers']],
    ['helpers', ['access']],
    ['payroll', ['contracts']],
  ])
  expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([
    'access → jobs → access',
    'access → jobs → accounts → helpers → access',
  ])
  expect(pathBetween(graph, 'accounts', 'jobs')).toEqual(['accounts', 'helpers', 'access', 'jobs'])
  const oneWay = new Map([
    ['timeline', ['contracts', 'payroll']],
    ['payroll', ['contracts']],
    ['contracts', []],
  ])
  expect(cycles(oneWay)).toEqual([])
  expect(pathBetween(oneWay, 'contracts', 'timeline')).toBeNull()
})

test('server feature folders import each other one way', () => {
  const graph = featureGraph()
  expect(graph.size).toBeGreaterThan(10)
  // The reader sees real imports: payroll reads the employment it pays (contracts).
  expect(graph.get('payroll')).toContain('contracts')
  expect(cycles(graph).map((cycle) => cycle.join(' → '))).toEqual([])
})

test('the lint rule fails the import that closes a circle through three folders, and passes a one-way import', () => {
  const root = mkdtempSync(join(tmpdir(), 'features-'))
  const write = (path: string, text: string) => {
    mkdirSync(join(root, path, '..'), { recursive: true })
    writeFileSync(join(root, path), text)
  }
  write('leave/leave.service.ts', "import { a } from '../contracts/contracts.service'\n")
  write('contracts/contracts.service.ts', "import { b } from '../payroll/payroll.service'\n")
  write('payroll/payroll.service.ts', "export const c = 1\nimport('../leave/leave.service')\n")
  write('payroll/payroll-fixtures.ts', "import { d } from '../leave/leave.service'\n")
  write('documents/documents.service.ts', "import { a } from '../contracts/contracts.service'\n")

  const linter = new Linter({ configType: 'flat', cwd: root })
  const lint = (path: string, text: string) =>
    linter.verify(
      text,
      [
        {
          files: ['**/*.ts'],
          languageOptions: { parser: tseslint.parser },
          plugins: { hearth: { rules: { 'feature-cycles': featureCyclesRule } } },
          rules: { 'hearth/feature-cycles': ['error', { features: root }] },
        },
      ],
      join(root, path),
    )

  const closing = lint(
    'payroll/payroll.service.ts',
    "export const c = 1\nimport('../leave/leave.service')\n",
  )
  expect(closing.map((message) => message.message)).toEqual([
    expect.stringContaining('payroll → leave → contracts → payroll'),
  ])
  // The same import from a fixture is set-up, not a dependency.
  expect(
    lint('payroll/payroll-fixtures.ts', "import { d } from '../leave/leave.service'\n"),
  ).toEqual([])
  // Every import on the circle fails, wherever it is written.
  expect(
    lint('leave/leave.service.ts', "import { a } from '../contracts/contracts.service'\n"),
  ).toHaveLength(1)
  // Toward a folder that does not reach back, and inside one folder, imports are fine.
  const oneWay =
    "import { a } from '../contracts/contracts.service'\nimport { e } from './documents.repository'\n"
  expect(lint('documents/documents.service.ts', oneWay)).toEqual([])
})
