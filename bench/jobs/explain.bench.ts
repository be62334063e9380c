// EXPLAIN (ANALYZE, BUFFERS) of every statement the job search runs on 20,000 postings, for
// tuning (not part of `npm run bench`): each scenario runs `searchPostings` once through a Drizzle
// logger that keeps the statements, then each statement is explained with its parameters. The
// last table sums the statements' execution times (fastest of BENCH_EXPLAIN_RUNS, default 5).
// Usage: scripts/with-postgres.sh npx tsx bench/jobs/explain.bench.ts   (or without, for PGlite)
import { PGlite } from '@electric-sql/pglite'
import type { Logger } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import pg from 'pg'
import { JobSearchQuerySchema } from '@hearth/shared/jobs'
import { PGLITE_OPTIONS, openDatabase, openPglite, type Db } from '../../apps/server/src/db/client'
import * as schema from '../../apps/server/src/db/schema'
import { searchPostings } from '../../apps/server/src/features/jobs/job-search.repository'
import { SCENARIOS, seed } from './seed'

type Statement = { text: string; params: unknown[] }
const RUNS = Number(process.env.BENCH_EXPLAIN_RUNS ?? 5)
const statements: Statement[] = []
const logger: Logger = {
  logQuery: (text, params) => {
    statements.push({ text, params })
  },
}

async function open() {
  const url = process.env.DATABASE_URL
  if (url) {
    const database = await openDatabase({ databaseUrl: url })
    const pool = new pg.Pool({
      connectionString: url,
      options: '-c max_parallel_workers_per_gather=0',
    })
    return {
      database,
      logged: drizzlePg(pool, { schema, logger }) as unknown as Db,
      explain: async (s: Statement) =>
        (await pool.query<Record<string, string>>(s.text, s.params)).rows,
      close: () => Promise.all([pool.end(), database.close()]),
    }
  }
  const client = await PGlite.create(PGLITE_OPTIONS)
  const database = openPglite(client)
  return {
    database,
    logged: drizzlePglite(client, { schema, logger }) as unknown as Db,
    explain: async (s: Statement) =>
      (await client.query<Record<string, string>>(s.text, s.params)).rows,
    close: () => database.close(),
  }
}

const { database, logged, explain, close } = await open()
await database.migrate()
await seed(database)
const totals: [string, number, number][] = []
for (const [label, query, who] of SCENARIOS) {
  const params = new URLSearchParams(query)
  // Repeated keys (skills) as lists, as Fastify reads the query string.
  const parsed = JobSearchQuerySchema.parse(
    Object.fromEntries(
      [...new Set(params.keys())].map((key) => {
        const values = params.getAll(key)
        return [key, values.length > 1 ? values : values[0]]
      }),
    ),
  )
  const helper = who === 'helper' ? 'bench-hp-1' : null
  statements.length = 0
  const { count } = await searchPostings(logged, parsed, Promise.resolve(helper), new Date(), 10)
  // The machine may be shared: each statement runs RUNS times and its fastest run counts.
  let total = 0
  console.log(`\n## ${label} (${count} matches, ${statements.length} statements)`)
  for (const statement of [...statements]) {
    let best = { time: Infinity, lines: [] as string[] }
    for (let run = 0; run < RUNS; run += 1) {
      const rows = await explain({
        text: `explain (analyze, buffers) ${statement.text}`,
        params: statement.params,
      })
      const lines = rows.map((row) => Object.values(row)[0]!)
      const line = lines.find((l) => l.startsWith('Execution Time'))
      const time = Number(/([\d.]+) ms/.exec(line ?? '')?.[1] ?? 0)
      if (time < best.time) best = { time, lines }
    }
    total += best.time
    console.log(`\n${statement.text}\n${best.lines.join('\n')}`)
  }
  totals.push([label, count, total])
}
console.log(
  `\n| query | matches | execution time, ms (sum of statements, fastest of ${RUNS}) |\n|---|---|---|`,
)
for (const [label, count, total] of totals)
  console.log(`| ${label} | ${count} | ${total.toFixed(2)} |`)
await close()
