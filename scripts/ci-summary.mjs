// The closing line of .ci/run: npm test's totals plus the PostgreSQL integration run.
import { existsSync, readFileSync } from 'node:fs'
import { countReport } from './summarize.mjs'

const [testStatus, pgStatus] = process.argv.slice(2).map(Number)
const summary = existsSync('reports/summary.json')
  ? JSON.parse(readFileSync('reports/summary.json', 'utf8'))
  : { passed: 0, failed: 1, lines: ['npm test: no summary written'] }
const pg = countReport('reports/integration-postgres.json')
const pgFailed = pg.failed + (pgStatus !== 0 && pg.failed === 0 ? 1 : 0)
const passed = summary.passed + pg.passed
const failed = summary.failed + pgFailed + (testStatus !== 0 && summary.failed === 0 ? 1 : 0)
// The names of what failed come last, just above the totals, where a truncated log still shows them.
console.log(
  [
    ...(summary.failures ?? []),
    ...pg.failures.map((title) => `integration (PostgreSQL) failed: ${title}`),
    `npm ci: (${process.env.CI_INSTALL_SECONDS ?? '?'} s)`,
    ...summary.lines,
    `integration (PostgreSQL): ${pg.passed} passed, ${pgFailed} failed (${process.env.CI_PG_SECONDS ?? '?'} s)`,
    `CI in all: ${process.env.CI_TOTAL_SECONDS ?? '?'} s`,
  ].join('\n'),
)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
