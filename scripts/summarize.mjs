// Adds up Vitest and Playwright JSON reports (and plain step results) into one closing line.
import { existsSync, readFileSync } from 'node:fs'

/** @returns {{ passed: number, failed: number, skipped: number }} */
export function countReport(file) {
  if (!existsSync(file)) return { passed: 0, failed: 0, skipped: 0, missing: true }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if (report.stats && 'expected' in report.stats) {
    // Playwright
    const { expected, unexpected, flaky, skipped } = report.stats
    return { passed: expected + flaky, failed: unexpected, skipped }
  }
  // Vitest (Jest-compatible JSON); a suite that failed to load counts as a failure.
  const loadFailures = (report.testResults ?? []).filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length
  return {
    passed: report.numPassedTests ?? 0,
    failed: (report.numFailedTests ?? 0) + loadFailures,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
  }
}
