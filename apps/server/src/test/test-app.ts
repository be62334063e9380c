import { mkdtempSync, readFileSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Writable } from 'node:stream'
import { PGlite } from '@electric-sql/pglite'
import type { FastifyInstance, InjectOptions } from 'fastify'
import pg from 'pg'
import { pino } from 'pino'
import { afterAll, beforeAll, expect } from 'vitest'
import { buildApp } from '../app'
import { parseConfig, type Config } from '../config'
import { PGLITE_OPTIONS, openDatabase, openPglite, outboxDir, type Database } from '../db/client'
import type { WebPages } from '../features/public-pages/page-rendering'
import { createOutboxMailer, type Mailer } from '../lib/mailer'
import { newUid } from '../lib/tokens'

export type OutboxMail = {
  to: string
  subject: string
  text: string
  html: string
  created_at: string
}

async function openTestDatabase(): Promise<{
  database: Database
  drop: () => Promise<void>
  url?: string
}> {
  const url = process.env.DATABASE_URL
  if (url) {
    // A database of its own per test file, on the real PostgreSQL server CI starts.
    const name = `hearth_test_${newUid()
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}`
    const admin = new pg.Client({ connectionString: url })
    await admin.connect()
    const template = process.env.HEARTH_PG_TEMPLATE
    await admin.query(`create database ${name}${template ? ` template ${template}` : ''}`)
    await admin.end()
    const target = new URL(url)
    target.pathname = `/${name}`
    const database = await openDatabase({ databaseUrl: target.toString() })
    if (!template) await database.migrate()
    return {
      database,
      url: target.toString(),
      drop: async () => {
        await database.close()
        const cleanup = new pg.Client({ connectionString: url })
        await cleanup.connect()
        await cleanup.query(`drop database if exists ${name}`)
        await cleanup.end()
      },
    }
  }
  const snapshot = process.env.HEARTH_PGLITE_SNAPSHOT
  const client = snapshot
    ? await PGlite.create({ ...PGLITE_OPTIONS, loadDataDir: new Blob([readFileSync(snapshot)]) })
    : await PGlite.create(PGLITE_OPTIONS)
  const database = openPglite(client)
  if (!snapshot) await database.migrate()
  return { database, drop: () => database.close() }
}

/** A controllable clock: tests move time forward to reach expiry rules. */
export function testClock(start = new Date('2026-11-22T02:00:00.000Z')) {
  let now = start.getTime()
  return {
    now: () => new Date(now),
    advance: (ms: number) => {
      now += ms
    },
  }
}

export type TestApp = {
  app: FastifyInstance
  config: Config
  clock: ReturnType<typeof testClock>
  logs: string[]
  outbox: () => OutboxMail[]
  inject: (options: InjectOptions) => ReturnType<FastifyInstance['inject']>
  /** The test database's URL when it is a PostgreSQL server (other processes can open it). */
  databaseUrl: string | undefined
}

export type TestAppOptions = {
  /** Wraps the outbox mailer, e.g. to make SMTP fail (the only outside world mocked). */
  wrapMailer?: (outbox: Mailer) => Mailer
  /** Renders public pages with the web app's sources (test/web-pages.ts); none by default. */
  pages?: () => Promise<WebPages & { close: () => Promise<void> }>
}

/**
 * The real app on a real database (in-memory PGlite, or PostgreSQL when DATABASE_URL is set),
 * one per test file, with its outbox in a temporary DATA_DIR.
 *
 * The background-task worker does not run: a request runs the tasks it queued itself (mails
 * reach the outbox before the response), and tests drive the rest with the test clock and
 * `app.tasks.runDueTasks()`.
 */
export function useTestApp(
  env: Record<string, string> = {},
  options: TestAppOptions = {},
): TestApp {
  const handle = {} as TestApp
  let drop: () => Promise<void> = async () => {}
  let dataDir = ''
  let closePages: () => Promise<void> = async () => {}
  const undeclaredStatuses: string[] = []
  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hearth-test-'))
    const config = parseConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      APP_URL: 'http://hearth.test',
      // Each test sees its own writes at once; page-cache.int.test.ts turns the cache on.
      PAGE_CACHE_SECONDS: '0',
      ...env,
    })
    const opened = await openTestDatabase()
    drop = opened.drop
    const clock = testClock()
    const logs: string[] = []
    const logStream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk))
        done()
      },
    })
    const mailer = options.wrapMailer?.(
      createOutboxMailer(outboxDir(dataDir), pino({ level: 'info' }, logStream)),
    )
    const pages = options.pages ? await options.pages() : null
    closePages = pages?.close ?? closePages
    const app = await buildApp(config, {
      database: opened.database,
      undeclaredStatuses,
      ...(pages ? { pages } : {}),
      clock: clock.now,
      logStream,
      ...(mailer ? { mailer } : {}),
    })
    Object.assign(handle, {
      app,
      config,
      clock,
      logs,
      outbox: () => readOutbox(outboxDir(dataDir)),
      databaseUrl: opened.url,
      inject: (options: InjectOptions) => app.inject(options),
    })
  })
  afterAll(async () => {
    await handle.app?.close()
    await closePages()
    await drop()
    rmSync(dataDir, { recursive: true, force: true })
    // Every status a route answered is one its OpenAPI entry declares (issue 26 item 3).
    expect([...new Set(undeclaredStatuses)], 'statuses missing from lib/error-statuses.ts').toEqual(
      [],
    )
  })
  return handle
}

function readOutbox(dir: string): OutboxMail[] {
  let files: string[]
  try {
    files = readdirSync(dir)
      .filter((file) => file.endsWith('.json'))
      .sort()
  } catch {
    return []
  }
  return files.map((file) => JSON.parse(readFileSync(join(dir, file), 'utf8')) as OutboxMail)
}
