// EXPLAIN ANALYZE of the search queries (the capped count and the page) on BENCH_PROFILES (100,000)
// profiles, for tuning (not part of `npm run bench`).
// Usage: scripts/with-postgres.sh npx tsx bench/search/explain.bench.ts   (or without, for PGlite)
import { PGlite } from '@electric-sql/pglite'
import { and, asc, count, sql } from 'drizzle-orm'
import { HelperSearchQuerySchema } from '@hearth/shared/helper-search'
import { PGLITE_OPTIONS, openDatabase, openPglite } from '../../apps/server/src/db/client'
import { helperSearch } from '../../apps/server/src/db/schema'
import {
  countSourceOf,
  matchesOf,
  searchConditions,
} from '../../apps/server/src/features/helpers/helpers-search.repository'
import { SCENARIOS, seed } from './seed'

const database = process.env.DATABASE_URL
  ? await openDatabase({ databaseUrl: process.env.DATABASE_URL })
  : openPglite(await PGlite.create(PGLITE_OPTIONS))
await database.migrate()
await seed(database, Number(process.env.BENCH_PROFILES ?? 100_000))
for (const [label, query] of SCENARIOS) {
  const parsed = HelperSearchQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)))
  const conditions = searchConditions(parsed, new Date())
  const where = conditions.length ? and(...conditions) : undefined
  // The capped count as the search runs it (the name rows for a name alone). Without a filter
  // the search reads the kept total instead, and one or two name words whose words in use tell
  // it read the kept word counts (ADR 0031); the plan shown is then the capped scan's. A page of
  // a name alone is walked first (`pageByWalking`); the plan shown is the planner's fallback.
  const source = countSourceOf(parsed, conditions)
  const countQuery = database.db
    .select({ value: count() })
    .from(
      (source
        ? matchesOf(database.db, source)
        : database.db.select({ uid: helperSearch.uid }).from(helperSearch)
      )
        .limit(10_001)
        .as('matches'),
    )
  const pageQuery = database.db
    .select({ uid: helperSearch.uid })
    .from(helperSearch)
    .where(where)
    .orderBy(sql`${helperSearch.updatedAt} desc nulls last`, asc(helperSearch.uid))
    .limit(20)
  for (const [kind, q] of [
    ['count', countQuery],
    ['page', pageQuery],
  ] as const) {
    const result = (await database.db.execute(
      sql`explain (analyze, buffers off) ${q}`,
    )) as unknown as {
      rows: Record<string, string>[]
    }
    const lines = result.rows.map((row) => Object.values(row)[0])
    console.log(`\n## ${label} — ${kind}\n${lines.join('\n')}`)
  }
}
await database.close()
