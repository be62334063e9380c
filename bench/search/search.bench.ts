// Helper search at scale: 100,000 generated profiles, then the server-side time of
// `GET /api/v1/helpers/profiles/` (Fastify inject: routing, validation, SQL, serialisation) for
// representative filters, the name search and a deep page. Run through `npm run bench -- search`.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { buildApp } from '../../apps/server/src/app'
import { parseConfig } from '../../apps/server/src/config'
import { PGLITE_OPTIONS, openDatabase, openPglite } from '../../apps/server/src/db/client'
import { SCENARIOS, seed } from './seed'

const PROFILES = Number(process.env.BENCH_PROFILES ?? 100_000)
const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200)

async function openBenchDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const database = openPglite(await PGlite.create(PGLITE_OPTIONS))
    await database.migrate()
    return { database, drop: () => database.close() }
  }
  const url = process.env.DATABASE_URL!
  const name = `hearth_bench_${Date.now()}`
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  await admin.query(`create database ${name}`)
  await admin.end()
  const target = new URL(url)
  target.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: target.toString() })
  await database.migrate()
  return {
    database,
    drop: async () => {
      await database.close()
      const cleanup = new pg.Client({ connectionString: url })
      await cleanup.connect()
      await cleanup.query(`drop database ${name}`)
      await cleanup.end()
    },
  }
}

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!
}

async function measure(kind: 'pglite' | 'postgres') {
  const { database, drop } = await openBenchDatabase(kind)
  const dataDir = mkdtempSync(join(tmpdir(), 'hearth-bench-'))
  try {
    const seedMs = await seed(database, PROFILES)
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    const app = await buildApp(config, { database })
    for (const [, query] of SCENARIOS)
      for (let i = 0; i < 10; i += 1)
        await app.inject({ url: `/api/v1/helpers/profiles/?${query}` })
    // The seeding's garbage (400,000 generated profiles) is collected before the clock starts.
    const { gc } = globalThis as { gc?: () => void }
    gc?.()
    const rows = []
    for (const [label, query] of SCENARIOS) {
      const times: number[] = []
      let count = 0
      for (let i = 0; i < REQUESTS; i += 1) {
        const started = performance.now()
        const response = await app.inject({ url: `/api/v1/helpers/profiles/?${query}` })
        times.push(performance.now() - started)
        if (response.statusCode !== 200)
          throw new Error(`${label}: ${response.statusCode} ${response.body}`)
        count = response.json().count
      }
      times.sort((a, b) => a - b)
      rows.push({
        label,
        count,
        p50: percentile(times, 50),
        p95: percentile(times, 95),
        p99: percentile(times, 99),
      })
    }
    await app.close()
    return { seedMs, rows }
  } finally {
    await drop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

type Measured = Awaited<ReturnType<typeof measure>>
const kinds: ('pglite' | 'postgres')[] = [
  'pglite',
  ...(process.env.DATABASE_URL ? ['postgres' as const] : []),
]
const only = process.env.BENCH_ENGINE as 'pglite' | 'postgres' | undefined
if (only) {
  // A child run: one engine, its figures as JSON on the last line.
  console.log(`Seeding ${PROFILES.toLocaleString('en')} profiles on ${only}…`)
  const result = await measure(only)
  console.log(`  seeded in ${(result.seedMs / 1000).toFixed(1)} s`)
  console.log(JSON.stringify(result))
  process.exit(0)
}
// Each engine is measured in a process of its own, so that one engine's 400,000 seeded rows
// (PGlite holds them in this process's memory) and their garbage collection do not weigh on the
// other's figures.
const results = new Map<string, Measured>()
for (const kind of kinds) {
  const child = spawnSync('npx', ['tsx', fileURLToPath(import.meta.url)], {
    env: { ...process.env, BENCH_ENGINE: kind, NODE_OPTIONS: '--expose-gc' },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
    maxBuffer: 16 * 1024 * 1024,
  })
  const lines = child.stdout.trim().split('\n')
  if (child.status !== 0) {
    console.log(lines.join('\n'))
    throw new Error(`${kind}: the benchmark process failed (${child.status})`)
  }
  console.log(lines.slice(0, -1).join('\n'))
  results.set(kind, JSON.parse(lines.at(-1)!) as Measured)
}
const targets = { pglite: 80, postgres: 20 }
const header = kinds.map((k) => `${k} p50 / p95 / p99 ms`)
console.log(
  `\n${PROFILES.toLocaleString('en')} profiles, ${REQUESTS} requests per row, server-side (inject) time`,
)
console.log(`| query | matches | ${header.join(' | ')} |`)
console.log(`|---|---|${kinds.map(() => '---').join('|')}|`)
let failures = 0
for (const [i, [label]] of SCENARIOS.entries()) {
  const cells = kinds.map((kind) => {
    const row = results.get(kind)!.rows[i]!
    const over = row.p95 > targets[kind]
    if (over) failures += 1
    return `${row.p50.toFixed(1)} / ${row.p95.toFixed(1)}${over ? ' ⚠' : ''} / ${row.p99.toFixed(1)}`
  })
  console.log(
    `| ${label} | ${results.get(kinds[0]!)!.rows[i]!.count.toLocaleString('en')} | ${cells.join(' | ')} |`,
  )
}
console.log(
  `\nTargets: p95 ≤ ${targets.pglite} ms on PGlite, ≤ ${targets.postgres} ms on PostgreSQL. ${failures ? `${failures} over target (⚠).` : 'All within target.'}`,
)
if (!process.env.DATABASE_URL)
  console.log(
    'PostgreSQL skipped: run through `npm run bench -- search`, which starts one, or set DATABASE_URL.',
  )
