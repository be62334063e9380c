import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import pg from 'pg'
import { PGLITE_OPTIONS, openDatabase, openPglite } from '../db/client'
import { newUid } from '../lib/tokens'

async function onServer(url: string, statement: string): Promise<void> {
  const admin = new pg.Client({ connectionString: url })
  await admin.connect()
  try {
    await admin.query(statement)
  } finally {
    await admin.end()
  }
}

/**
 * On PostgreSQL, one migrated template database: each test file's database is a copy of it
 * (`create database … template …`), which is quicker than migrating every one.
 */
async function migratedTemplate(url: string): Promise<() => Promise<void>> {
  const name = `hearth_template_${newUid()
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')}`
  await onServer(url, `create database ${name}`)
  const target = new URL(url)
  target.pathname = `/${name}`
  const database = await openDatabase({ databaseUrl: target.toString() })
  await database.migrate()
  await database.close()
  process.env.HEARTH_PG_TEMPLATE = name
  return () => onServer(url, `drop database if exists ${name}`)
}

/**
 * Migrating a fresh PGlite takes seconds; doing it once and loading the snapshot in every test
 * file takes a fraction of that (docs/stack-notes.md §6).
 */
export default async function setup(): Promise<() => void | Promise<void>> {
  if (process.env.DATABASE_URL) return migratedTemplate(process.env.DATABASE_URL)
  const dir = mkdtempSync(join(tmpdir(), 'hearth-pglite-'))
  const client = await PGlite.create(PGLITE_OPTIONS)
  await openPglite(client).migrate()
  const dump = await client.dumpDataDir('none')
  await client.close()
  const file = join(dir, 'migrated.tar')
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()))
  process.env.HEARTH_PGLITE_SNAPSHOT = file
  return () => rmSync(dir, { recursive: true, force: true })
}
