import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import { PGLITE_OPTIONS, openPglite } from '../db/client'

/**
 * Migrating a fresh PGlite takes seconds; doing it once and loading the snapshot in every test
 * file takes a fraction of that (stack-notes §6).
 */
export default async function setup(): Promise<() => void> {
  if (process.env.DATABASE_URL) return () => {}
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
