// `npm run bench -- ssr`: server-rendered public pages over real HTTP. Builds when the build is
// missing or older than the sources (as `npm start` decides), starts the built server from a
// private copy of the build on a free port on 127.0.0.1 with a throwaway DATA_DIR and the demo
// data (300 published helpers, ≈45 ACTIVE postings), first on the embedded PGlite, then on
// PostgreSQL (a fresh database in DATABASE_URL's server, else a throwaway server started by
// scripts/with-postgres.sh; skipped, and said so, when none can be started). Per route, with
// CONNECTIONS (20) keep-alive connections sending `accept-encoding: br`: a warm-up, then
// BENCH_REQUESTS (400) requests, each checked (200, brotli, the page's language, the helper's
// name, the job's title, the search's first and last cards). Prints requests per second and
// p50/p95/p99 latency against the target p95 ≤ 100 ms, and beside them the time of a page alone
// (BENCH_SERIAL (30) requests one at a time); exits non-zero on any failed request. Each engine
// runs twice: with the page cache off (every request renders) and on as shipped (30 s), after
// one request for each variant.
//
//   --no-build   measure the build already in apps/web/dist*, apps/server/dist
//   --build      build even when the build looks fresh
//   BENCH_REQUESTS (400), BENCH_WARMUP (50), BENCH_SERIAL (30), BENCH_TIMEOUT_SECONDS (1200, after
//   the build),
//   BENCH_ONLY=pglite|postgres
import { execSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { cpus, loadavg, totalmem } from 'node:os'
import { fileURLToPath } from 'node:url'
import { staleBuild } from '../../scripts/build-state.mjs'
import { snapshotBuild, startBuiltServer } from '../../scripts/built-app.mjs'
import { CONNECTIONS, drive } from './load.mjs'
import { benchPostgres } from './postgres.mjs'

const root = fileURLToPath(new URL('../../', import.meta.url))
const args = process.argv.slice(2)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 400)
const WARMUP = Number(process.env.BENCH_WARMUP ?? 50)
const SERIAL = Number(process.env.BENCH_SERIAL ?? 30)
const TIMEOUT_SECONDS = Number(process.env.BENCH_TIMEOUT_SECONDS ?? 1200)
const TARGET_P95_MS = 100

const LANGUAGES = [
  { prefix: '', lang: 'en' },
  { prefix: '/zh-hk', lang: 'zh-TW' },
  { prefix: '/zh-cn', lang: 'zh-CN' },
]
/** Find Helpers as visitors open it: no filter, filters, a name search and a later page. */
const SEARCHES = [
  '',
  'nationality=Indonesian',
  'skills=Cooking&languages=English',
  'contract_status=Finished+Contract&min_experience=3',
  'q=santos',
  'page=3',
]

// ---- build ---------------------------------------------------------------------------------

/** Why the build must be made first, or null to measure the one there (as `npm start` decides). */
function buildReason() {
  if (args.includes('--build')) return '--build'
  const stale = staleBuild(root)
  if (stale === 'no build' || !args.includes('--no-build')) return stale
  return null
}

// ---- server --------------------------------------------------------------------------------

const children = new Set()
const temporary = new Set()

/** The built server as `npm start` runs it (64 MB young generation), NODE_ENV=production. */
async function startServer(app, databaseUrl, cacheSeconds) {
  const server = await startBuiltServer(app, {
    nodeArgs: ['--max-semi-space-size=64'],
    extra: {
      PAGE_CACHE_SECONDS: String(cacheSeconds),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
  })
  children.add(server.child)
  temporary.add(server.dataDir)
  return {
    base: server.base,
    stop: async () => {
      await server.stop()
      children.delete(server.child)
      temporary.delete(server.dataDir)
    },
  }
}

// ---- what to request -----------------------------------------------------------------------

async function api(base, path) {
  const response = await fetch(`${base}/api/v1${path}`)
  if (!response.ok) throw new Error(`GET /api/v1${path}: ${response.status}`)
  return response.json()
}

/** Every page of a DRF-paginated list (at most `maxPages`). */
async function allPages(base, path, maxPages) {
  const results = []
  for (let page = 1; page <= maxPages; page += 1) {
    const body = await api(base, `${path}${path.includes('?') ? '&' : '?'}page=${page}`)
    results.push(...body.results)
    if (!body.next) break
  }
  return results
}

/** Per route, `target(i)` → { path, expected }: the i-th request, cycling through the variants. */
async function targetsOf(base) {
  const helpers = await allPages(base, '/helpers/profiles/', 50)
  const jobs = await allPages(base, '/jobs/?status=ACTIVE', 50)
  if (helpers.length === 0) throw new Error('the demo data has no published helper')
  if (jobs.length === 0) throw new Error('the demo data has no ACTIVE posting')
  const searches = []
  for (const query of SEARCHES) {
    const page = await api(base, `/helpers/profiles/${query ? `?${query}` : ''}`)
    if (page.results.length === 0) throw new Error(`Find Helpers "${query}" finds nobody`)
    const names = [page.results[0].fullName, page.results.at(-1).fullName]
    searches.push({ query, names })
  }
  // Variant v of n, in language (v + round) % 3: every variant meets every language in turn, and
  // requests 0 … 3n − 1 are each variant in each language once.
  const cycle = (items, make) => (i) => {
    const item = items[i % items.length]
    const language =
      LANGUAGES[((i % items.length) + Math.floor(i / items.length)) % LANGUAGES.length]
    return make(item, language)
  }
  return {
    counts: { searches: searches.length, helpers: helpers.length, jobs: jobs.length },
    routes: [
      {
        route: '/find-helpers',
        variants: `${searches.length} searches × 3 languages`,
        count: searches.length * LANGUAGES.length,
        target: cycle(searches, ({ query, names }, { prefix, lang }) => ({
          path: `${prefix}/find-helpers${query ? `?${query}` : ''}`,
          expected: { lang, texts: names },
        })),
      },
      {
        route: '/helper/{id}',
        variants: `${helpers.length} helpers × 3 languages`,
        count: helpers.length * LANGUAGES.length,
        target: cycle(helpers, (helper, { prefix, lang }) => ({
          path: `${prefix}/helper/${encodeURIComponent(helper.id)}`,
          expected: { lang, texts: [helper.fullName] },
        })),
      },
      {
        route: '/view-job/{uid}',
        variants: `${jobs.length} ACTIVE postings × 3 languages`,
        count: jobs.length * LANGUAGES.length,
        target: cycle(jobs, (job, { prefix, lang }) => ({
          path: `${prefix}/view-job/${encodeURIComponent(job.uid)}`,
          expected: { lang, texts: [job.title] },
        })),
      },
    ],
  }
}

// ---- run -----------------------------------------------------------------------------------

/**
 * Two runs per engine: "rendered" with the page cache off (PAGE_CACHE_SECONDS=0: every request
 * renders, what a page costs), and "cached" with it as shipped (30 s), after one request for
 * each variant: the steady state of pages visited more than once in 30 s.
 */
async function measureEngine(app, engine, databaseUrl) {
  const rows = []
  for (const [mode, cacheSeconds] of [
    ['rendered', 0],
    ['cached', 30],
  ]) {
    console.log(`\n${engine}, ${mode} (PAGE_CACHE_SECONDS=${cacheSeconds}): starting the server…`)
    const started = performance.now()
    const server = await startServer(app, databaseUrl, cacheSeconds)
    try {
      console.log(`  ready in ${((performance.now() - started) / 1000).toFixed(1)} s`)
      const { routes } = await targetsOf(server.base)
      for (const { route, variants, count, target } of routes) {
        // Cached: each variant once (its first visitor), one at a time; rendered: a warm-up.
        const warm =
          mode === 'cached'
            ? await drive(server.base, target, count, { connections: 1 })
            : await drive(server.base, target, WARMUP, { offset: REQUESTS })
        // One request at a time: the time a page takes on its own, to read the loaded figures by.
        const alone = await drive(server.base, target, SERIAL, {
          offset: REQUESTS + WARMUP,
          connections: 1,
        })
        const result = await drive(server.base, target, REQUESTS)
        const failures = [...warm.failures, ...alone.failures, ...result.failures]
        console.log(
          `  ${route} (${variants}): ${Math.round(result.perSecond)} req/s, p95 ${result.p95.toFixed(1)} ms, ${result.hits} cache hits; alone p50 ${alone.p50.toFixed(1)} ms; ${failures.length} failed`,
        )
        for (const failure of failures.slice(0, 5)) console.log(`    ✗ ${failure}`)
        if (failures.length > 5) console.log(`    … and ${failures.length - 5} more`)
        rows.push({ engine, mode, route, variants, result, alone, failures: failures.length })
      }
    } finally {
      await server.stop()
    }
  }
  return rows
}

async function cleanUp() {
  for (const child of children) child.kill('SIGKILL')
  for (const dir of temporary) rmSync(dir, { recursive: true, force: true })
}

const reason = buildReason()
if (reason) {
  console.log(`Building (${reason})…`)
  execSync('npm run build', { cwd: root, stdio: 'inherit' })
} else {
  console.log('Measuring the build already in apps/web/dist*, apps/server/dist.')
}
const app = snapshotBuild(root, 'bench-ssr')
temporary.add(app)

const deadline = setTimeout(async () => {
  console.error(`\nbench/ssr: stopped after ${TIMEOUT_SECONDS} s (BENCH_TIMEOUT_SECONDS)`)
  await cleanUp()
  process.exit(2)
}, TIMEOUT_SECONDS * 1000)
deadline.unref()

const loadBefore = loadavg()
const rows = []
const notes = []
let failed = false
try {
  if (process.env.BENCH_ONLY !== 'postgres') rows.push(...(await measureEngine(app, 'PGlite')))
  if (process.env.BENCH_ONLY !== 'pglite') {
    console.log('\nPostgreSQL: starting…')
    const postgres = await benchPostgres(root)
    if (postgres.skipped) {
      notes.push(`PostgreSQL skipped: ${postgres.skipped}`)
      console.log(`  skipped: ${postgres.skipped}`)
    } else {
      try {
        rows.push(...(await measureEngine(app, `PostgreSQL ${postgres.version}`, postgres.url)))
      } finally {
        await postgres.stop()
      }
    }
  }
} catch (error) {
  console.error(`\nbench/ssr: ${error.stack ?? error}`)
  failed = true
} finally {
  await cleanUp()
  clearTimeout(deadline)
}
const loadAfter = loadavg()

console.log(
  `\n${REQUESTS} requests per route after ${WARMUP} of warm-up, ${CONNECTIONS} keep-alive connections (alone: ${SERIAL} on 1), accept-encoding: br, 127.0.0.1; ${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.versions.node}; load average ${loadBefore[0].toFixed(1)} before, ${loadAfter[0].toFixed(1)} after`,
)
console.log(
  `| engine | pages | route | variants | req/s | p50 ms | p95 ms | p99 ms | p95 ≤ ${TARGET_P95_MS} ms | cache hits | alone p50 / p95 ms | KiB (br) | failed |`,
)
console.log('|---|---|---|---|---|---|---|---|---|---|---|---|---|')
let over = 0
for (const { engine, mode, route, variants, result, alone, failures } of rows) {
  const within = result.p95 <= TARGET_P95_MS
  if (!within) over += 1
  if (failures) failed = true
  console.log(
    `| ${engine} | ${mode} | ${route} | ${variants} | ${Math.round(result.perSecond)} | ${result.p50.toFixed(1)} | ${result.p95.toFixed(1)} | ${result.p99.toFixed(1)} | ${within ? 'yes' : '**no**'} | ${result.hits} of ${result.count} | ${alone.p50.toFixed(1)} / ${alone.p95.toFixed(1)} | ${result.kilobytes.toFixed(1)} | ${failures} |`,
  )
}
console.log(
  `\nTarget p95 ≤ ${TARGET_P95_MS} ms: ${over ? `${over} of ${rows.length} rows over.` : `all ${rows.length} rows within.`}`,
)
for (const note of notes) console.log(note)
process.exit(failed ? 1 : 0)
