// EXPLAIN ANALYZE of the job search queries on 20,000 postings, for tuning (not part of `npm run bench`).
// Usage: scripts/with-postgres.sh npx tsx bench/jobs/explain.bench.ts   (or without, for PGlite)
import { PGlite } from '@electric-sql/pglite'
import { sql } from 'drizzle-orm'
import { JobSearchQuerySchema } from '@hearth/shared/jobs'
import { PGLITE_OPTIONS, openDatabase, openPglite } from '../../apps/server/src/db/client'
import { searchQuery } from '../../apps/server/src/features/jobs/jobs.repository'
import { SCENARIOS, seed } from './seed'

const database = process.env.DATABASE_URL
  ? await openDatabase({ databaseUrl: process.env.DATABASE_URL })
  : openPglite(await PGlite.create(PGLITE_OPTIONS))
await database.migrate()
await seed(database)
for (const [label, query, who] of SCENARIOS) {
  const parsed = JobSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
  const helper = who === 'helper' ? 'bench-hp-1' : null
  const q = searchQuery(database.db, parsed, helper, new Date(), 10)
  const result = (await database.db.execute(
    sql`explain (analyze, buffers off) ${q}`,
  )) as unknown as { rows: Record<string, string>[] }
  const lines = result.rows.map((row) => Object.values(row)[0])
  console.log(`\n## ${label}\n${lines.join('\n')}`)
}
await database.close()
