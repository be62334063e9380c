// `npm test`: every suite in order (typecheck, lint, format, unit, hk-labour with coverage,
// integration on PGlite, end-to-end in Chromium). Runs them all, then prints one closing line.
import { spawn, spawnSync } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { countReport } from './summarize.mjs'

const root = fileURLToPath(new URL('..', import.meta.url))
const reports = `${root}reports`
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const vitest = (project, name, extra = []) => ({
  name,
  command: [
    'npx',
    'vitest',
    'run',
    ...project,
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${reports}/${name}.json`,
    ...extra,
  ],
  report: `${reports}/${name}.json`,
})

const steps = [
  { name: 'typecheck', command: ['npm', 'run', '--silent', 'typecheck'] },
  { name: 'lint', command: ['npm', 'run', '--silent', 'lint'] },
  { name: 'format', command: ['npm', 'run', '--silent', 'format:check'] },
  vitest(['--project', 'unit', '--project', 'web'], 'unit'),
  vitest(['--root', 'packages/hk-labour', '--coverage'], 'hk-labour'),
  vitest(['--project', 'integration'], 'integration'),
  { name: 'build', command: ['npm', 'run', '--silent', 'build'] },
  {
    name: 'e2e',
    command: ['npx', 'playwright', 'test', '-c', 'e2e/playwright.config.ts'],
    env: { PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` },
    report: `${reports}/e2e.json`,
  },
]

const only = process.argv.slice(2)
let passed = 0
let failed = 0
const lines = []
const failures = []

/** Runs a step with its output held back, printed whole when it ends. */
function runHeldBack(step) {
  return new Promise((resolve) => {
    const [cmd, ...args] = step.command
    const started = Date.now()
    const child = spawn(cmd, args, { cwd: root, env: { ...process.env, ...step.env } })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    child.on('close', (status) => {
      console.log(`\n▶ ${step.name}\n${output}`)
      resolve({ status, seconds: (Date.now() - started) / 1000 })
    })
  })
}

// The static checks each use one core and need nothing from one another: side by side they end
// sooner on CI's two cores. The suites after them run one at a time.
const SIDE_BY_SIDE = new Set(['typecheck', 'lint', 'format'])
const early = new Map(
  await Promise.all(
    steps
      .filter((step) => SIDE_BY_SIDE.has(step.name) && (!only.length || only.includes(step.name)))
      .map(async (step) => [step.name, await runHeldBack(step)]),
  ),
)

for (const step of steps) {
  if (only.length && !only.includes(step.name)) continue
  const started = Date.now()
  let result = early.get(step.name)
  if (!result) {
    console.log(`\n▶ ${step.name}`)
    const [cmd, ...args] = step.command
    const run = spawnSync(cmd, args, {
      cwd: root,
      stdio: 'inherit',
      env: { ...process.env, ...step.env },
    })
    result = { status: run.status, seconds: (Date.now() - started) / 1000 }
  }
  const ok = result.status === 0
  const took = `(${Math.round(result.seconds)} s)`
  if (step.report) {
    const counts = countReport(step.report)
    // A runner that crashed before reporting still fails the run.
    const stepFailed = counts.failed + (ok || counts.failed > 0 ? 0 : 1)
    passed += counts.passed
    failed += stepFailed
    failures.push(...counts.failures.map((title) => `${step.name} failed: ${title}`))
    lines.push(
      `${step.name}: ${counts.passed} passed, ${stepFailed} failed, ${counts.skipped} skipped ${took}`,
    )
  } else {
    if (ok) passed += 1
    else failed += 1
    lines.push(`${step.name}: ${ok ? 'ok' : 'FAILED'} ${took}`)
  }
}
console.log(`\n${[...failures, ...lines].join('\n')}`)
writeFileSync(`${reports}/summary.json`, JSON.stringify({ passed, failed, lines, failures }))
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
