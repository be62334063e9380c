// Adds up Vitest and Playwright JSON reports (and plain step results) into one closing line.
import { existsSync, readFileSync } from 'node:fs'

/** Titles of the Playwright tests whose final result was a failure. */
function playwrightFailures(suite, path = []) {
  const here = suite.title ? [...path, suite.title] : path
  const own = (suite.specs ?? []).flatMap((spec) =>
    spec.tests.some((test) => test.status === 'unexpected')
      ? [[...here, spec.title].join(' › ')]
      : [],
  )
  return [...own, ...(suite.suites ?? []).flatMap((child) => playwrightFailures(child, here))]
}

/** @returns {{ passed: number, failed: number, skipped: number, failures: string[] }} */
export function countReport(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, failures: [], missing: true }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    const { expected, unexpected, flaky, skipped } = report.stats
    const failures = (report.suites ?? []).flatMap((suite) => playwrightFailures(suite))
    return { passed: expected + flaky, failed: unexpected, skipped, failures }
  }
  // Vitest (Jest-compatible JSON); a suite that failed to load counts as a failure.
  const loadFailures = (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length
  const failures = (report.testResults ?? []).flatMap((result) =>
    result.assertionResults.length === 0 && result.status === 'failed'
      ? [`${result.name} (did not load)`]
      : result.assertionResults
          .filter((assertion) => assertion.status === 'failed')
          .map((assertion) => assertion.fullName),
  )
  return {
    failures,
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + loadFailures,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}
