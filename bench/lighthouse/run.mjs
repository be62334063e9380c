// `npm run bench -- lighthouse`: builds, starts the built app on a free port with fresh demo
// data, and runs Lighthouse (mobile preset: emulated phone, simulated slow 4G and 4x CPU
// slowdown) in Debian's Chromium on the public pages, LIGHTHOUSE_RUNS (3) times each. Prints the
// median scores and metrics per page. Scores move with CPU load: run it on a quiet machine.
//
//   --no-build       measure the build already in apps/web/dist and apps/server/dist
//   --url <origin>   measure a server that is already running (e.g. another checkout)
import { execSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { snapshotBuild, startBuiltServer } from '../../scripts/built-app.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const args = process.argv.slice(2)
const urlArg = args.includes('--url') ? args[args.indexOf('--url') + 1] : null
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3)
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium'
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo']

async function startServer() {
  if (!args.includes('--no-build')) execSync('npm run build', { cwd: root, stdio: 'inherit' })
  const app = snapshotBuild(root, 'lighthouse')
  try {
    const server = await startBuiltServer(app, { readySeconds: 120 })
    return {
      base: server.base,
      stop: async () => {
        await server.stop()
        rmSync(app, { recursive: true, force: true })
      },
    }
  } catch (error) {
    rmSync(app, { recursive: true, force: true })
    throw error
  }
}

/** A published demo helper, for the detail page. */
async function firstHelperId(base) {
  const response = await fetch(`${base}/api/v1/helpers/profiles/`)
  const page = await response.json()
  const first = page.results?.[0]
  if (!first) throw new Error('the demo data has no published helper')
  return first.id ?? first.uid
}

function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.floor(sorted.length / 2)]
}

async function measure(url, port, attempt = 1) {
  const { lhr } = await lighthouse(url, {
    port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
  })
  if (lhr.runtimeError) {
    // On a busy machine Chromium sometimes misses the first paint (NO_FCP): one more try.
    if (attempt < 2) return measure(url, port, attempt + 1)
    throw new Error(`${url}: ${lhr.runtimeError.message}`)
  }
  const audit = (id) => lhr.audits[id]?.numericValue ?? NaN
  return {
    ...Object.fromEntries(
      CATEGORIES.map((c) => [c, Math.round((lhr.categories[c]?.score ?? 0) * 100)]),
    ),
    fcp: audit('first-contentful-paint'),
    lcp: audit('largest-contentful-paint'),
    tbt: audit('total-blocking-time'),
    cls: audit('cumulative-layout-shift'),
    bytes: audit('total-byte-weight'),
    failing: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative')
      .map((a) => a.id),
  }
}

const server = urlArg
  ? { base: urlArg.replace(/\/$/, ''), stop: async () => {} }
  : await startServer()
const chrome = await chromeLauncher.launch({
  chromePath,
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
})
try {
  const helperId = await firstHelperId(server.base)
  const pages = [
    ['home', '/'],
    ['find helpers', '/find-helpers'],
    ['helper detail', `/helper/${encodeURIComponent(helperId)}`],
    // A demo posting of the demo employer, ACTIVE in the demo data.
    ['job', '/view-job/demo-job-001'],
    ['login', '/login'],
  ]
  const rows = []
  for (const [name, path] of pages) {
    const results = []
    for (let i = 0; i < runs; i += 1) results.push(await measure(server.base + path, chrome.port))
    const m = (key) => median(results.map((r) => r[key]))
    const failing = [...new Set(results.flatMap((r) => r.failing))]
    rows.push({ name, path, m, failing })
    console.log(`${name}: done (${runs} runs)`)
  }
  console.log(
    `\nLighthouse ${(await import('lighthouse/package.json', { with: { type: 'json' } })).default.version}, mobile preset, median of ${runs} runs`,
  )
  console.log(
    '| page | performance | accessibility | best practices | SEO | FCP s | LCP s | TBT ms | CLS | transferred KiB |',
  )
  console.log('|---|---|---|---|---|---|---|---|---|---|')
  for (const { name, m } of rows)
    console.log(
      `| ${name} | ${m('performance')} | ${m('accessibility')} | ${m('best-practices')} | ${m('seo')} | ${(m('fcp') / 1000).toFixed(1)} | ${(m('lcp') / 1000).toFixed(1)} | ${Math.round(m('tbt'))} | ${m('cls').toFixed(3)} | ${Math.round(m('bytes') / 1024)} |`,
    )
  console.log('\nAudits below 90 in any run:')
  for (const { name, failing } of rows) console.log(`- ${name}: ${failing.join(', ') || 'none'}`)
} finally {
  await chrome.kill()
  await server.stop()
}
