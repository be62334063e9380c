import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

// axe-core is the engine Lighthouse runs (bench/); evaluated in the page, so the app's CSP stays.
const AXE_SOURCE = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
)

export type AxeViolation = {
  id: string
  impact: string | null
  help: string
  nodes: { target: string[] }[]
}
type AxeResult = { violations: AxeViolation[] }
type AxeWindow = {
  axe?: { run: (context: Document, options: object) => Promise<AxeResult> }
}

/** The serious and critical axe violations on the page as it is now. */
export async function seriousAxeViolations(page: Page): Promise<AxeViolation[]> {
  if (!(await page.evaluate(() => Boolean((window as unknown as AxeWindow).axe))))
    await page.evaluate(AXE_SOURCE)
  const result = await page.evaluate(() =>
    (window as unknown as Required<AxeWindow>).axe.run(document, { resultTypes: ['violations'] }),
  )
  return result.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  )
}

/** The selectors of a violation's nodes, one string. */
export function targetsOf(violation: AxeViolation): string {
  return violation.nodes.map((node) => node.target.join(' ')).join(', ')
}

/** Serious and critical axe violations on the page as it is now, as `id: targets` lines. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await seriousAxeViolations(page)).map(
    (violation) => `${violation.id}: ${targetsOf(violation)}`,
  )
}
