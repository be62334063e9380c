import { mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { PGlite, type PGliteOptions } from '@electric-sql/pglite'
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { sql } from 'drizzle-orm'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator'
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core'
import pg from 'pg'
import { MIGRATIONS_DIR } from '../paths'
import { lockDataDir } from './data-dir-lock'
import * as schema from './schema'

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>

export type Database = {
  db: Db
  kind: 'pglite' | 'postgres'
  migrate(): Promise<void>
  ping(): Promise<void>
  close(): Promise<void>
}

// Any constant works; it only has to be the same in every process of this application.
const MIGRATION_LOCK_ID = 4_815_162_342

/** `DATABASE_URL` set → PostgreSQL; otherwise PGlite in `DATA_DIR/pgdata` ('memory://' in tests). */
export async function openDatabase(options: {
  databaseUrl?: string | undefined
  dataDir?: string
  inMemory?: boolean
}): Promise<Database> {
  if (options.databaseUrl) return openPostgres(options.databaseUrl)
  if (options.inMemory) return openPglite(await PGlite.create('memory://', PGLITE_OPTIONS))
  // One process per folder: taken before PGlite touches it, released when the database closes.
  const dataDir = options.dataDir ?? './data'
  const lock = lockDataDir(dataDir)
  try {
    const location = resolve(dataDir, 'pgdata')
    mkdirSync(location, { recursive: true })
    const database = openPglite(await PGlite.create(location, PGLITE_OPTIONS))
    return {
      ...database,
      close: async () => {
        try {
          await database.close()
        } finally {
          lock.release()
        }
      },
    }
  } catch (error) {
    lock.release()
    throw error
  }
}

/** The extensions the migrations create; every PGlite instance must load them. */
export const PGLITE_OPTIONS = { extensions: { pg_trgm } } satisfies PGliteOptions

export function openPglite(client: PGlite): Database {
  const db = drizzlePglite(client, { schema }) as unknown as Db
  return {
    db,
    kind: 'pglite',
    // PGlite has no data-directory lock of its own: `openDatabase` takes one
    // (docs/stack-notes.md §6).
    migrate: async () => {
      await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder: MIGRATIONS_DIR })
    },
    ping: async () => {
      await client.query('select 1')
    },
    close: () => client.close(),
  }
}

function openPostgres(url: string): Database {
  // Short API queries gain nothing from parallel workers, whose start-up costs more than the
  // scan itself on a small machine; the pool turns them off for its own sessions.
  const pool = new pg.Pool({
    connectionString: url,
    max: 10,
    options: '-c max_parallel_workers_per_gather=0',
  })
  const db = drizzlePg(pool, { schema }) as unknown as Db
  return {
    db,
    kind: 'postgres',
    migrate: async () => {
      // Several server processes may start together: the advisory lock lets one migrate at a time.
      const lock = await pool.connect()
      try {
        await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_ID])
        await migratePg(drizzlePg(pool, { schema }), { migrationsFolder: MIGRATIONS_DIR })
      } finally {
        await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]).catch(() => {})
        lock.release()
      }
    },
    ping: async () => {
      await db.execute(sql`select 1`)
    },
    close: () => pool.end(),
  }
}

export function outboxDir(dataDir: string): string {
  return join(resolve(dataDir), 'outbox')
}
