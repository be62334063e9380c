// Job search at scale: 20,000 postings and 5,000 applications, then the server-side time of
// `GET /api/v1/jobs/` (Fastify inject: routing, actor, validation, SQL, serialisation) for a
// visitor and for a helper with applications (applied-first order), representative filters, the
// text search and a deep page. Run through `npm run bench -- jobs`.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { buildApp } from '../../apps/server/src/app'
import { parseConfig } from '../../apps/server/src/config'
import { PGLITE_OPTIONS, openDatabase, openPglite } from '../../apps/server/src/db/client'
import { APPLICATIONS, BENCH_HELPER_EMAIL, BENCH_PASSWORD, POSTINGS, SCENARIOS, seed } from './seed'

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 200)

async function openBenchDatabase(kind: 'pglite' | 'postgres') {
  if (kind === 'pglite') {
    const database = openPglite(await PGlite.create(PGLITE_OPTIONS))
    await database.migrate()
    return { database, drop: () => database.close() }
  }
  const url = process.env.DATABASE_URL!
  const name = `hearth_bench_jobs_${Date.now()}`
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
    const seedMs = await seed(database)
    const config = parseConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, LOG_LEVEL: 'silent' })
    const app = await buildApp(config, { database })
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/hirlab/belmount/login',
      payload: { username: BENCH_HELPER_EMAIL, password: BENCH_PASSWORD },
    })
    if (login.statusCode !== 200) throw new Error(`login: ${login.body}`)
    const helper = { authorization: `Bearer ${login.json().access as string}` }
    const request = (query: string, who: 'visitor' | 'helper') =>
      app.inject({ url: `/api/v1/jobs/?${query}`, headers: who === 'helper' ? helper : {} })
    for (const [, query, who] of SCENARIOS)
      for (let i = 0; i < 10; i += 1) await request(query, who)
    const rows = []
    for (const [label, query, who] of SCENARIOS) {
      const times: number[] = []
      let count = 0
      for (let i = 0; i < REQUESTS; i += 1) {
        const started = performance.now()
        const response = await request(query, who)
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

// BENCH_ONLY=postgres (or pglite) measures one database, for tuning.
const kinds: ('pglite' | 'postgres')[] = [
  ...(process.env.BENCH_ONLY === 'postgres' ? [] : ['pglite' as const]),
  ...(process.env.DATABASE_URL && process.env.BENCH_ONLY !== 'pglite' ? ['postgres' as const] : []),
]
const results = new Map<string, Awaited<ReturnType<typeof measure>>>()
for (const kind of kinds) {
  console.log(
    `Seeding ${POSTINGS.toLocaleString('en')} postings and ${APPLICATIONS.toLocaleString('en')} applications on ${kind}…`,
  )
  const result = await measure(kind)
  console.log(`  seeded in ${(result.seedMs / 1000).toFixed(1)} s`)
  results.set(kind, result)
}
const targets = { pglite: 80, postgres: 20 }
const header = kinds.map((k) => `${k} p50 / p95 / p99 ms`)
console.log(
  `\n${POSTINGS.toLocaleString('en')} postings, ${APPLICATIONS.toLocaleString('en')} applications, ${REQUESTS} requests per row, server-side (inject) time`,
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
    'PostgreSQL skipped: run through `npm run bench -- jobs`, which starts one, or set DATABASE_URL.',
  )
