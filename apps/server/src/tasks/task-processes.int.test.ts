import { readFileSync, readdirSync } from 'node:fs'
import { join } from 'node:path'
import { and, eq, isNull, like } from 'drizzle-orm'
import { expect, test } from 'vitest'
import { backgroundTasks } from '../db/schema'
import { startServerProcess, type ServerProcess } from '../test/server-process'
import { useTestApp } from '../test/test-app'
import { mailTask } from './mail.task'
import { enqueueTask } from './task-queue'

const t = useTestApp()
const TASKS = 40

function sentMails(processes: ServerProcess[]): string[] {
  return processes.flatMap(({ dataDir }) => {
    const outbox = join(dataDir, 'outbox')
    let files: string[] = []
    try {
      files = readdirSync(outbox).filter((file) => file.endsWith('.json'))
    } catch {
      return []
    }
    return files.map(
      (file) => (JSON.parse(readFileSync(join(outbox, file), 'utf8')) as { to: string }).to,
    )
  })
}

const title = 'two server processes on one PostgreSQL database run each scheduled task once'
// PGlite serves one process only (docs/stack-notes.md §6): this needs CI's PostgreSQL run.
test.skipIf(!process.env.DATABASE_URL)(
  process.env.DATABASE_URL ? title : `${title} (skipped: needs the PostgreSQL run, DATABASE_URL)`,
  async () => {
    const processes = await Promise.all([
      startServerProcess({ DATABASE_URL: t.databaseUrl! }),
      startServerProcess({ DATABASE_URL: t.databaseUrl! }),
    ])
    try {
      // The child processes keep real time: the tasks are due by their clock.
      const deps = { ...t.app.deps, clock: () => new Date() }
      for (let n = 0; n < TASKS; n += 1) {
        const mail = { to: `worker${n}@example.com`, subject: `Task ${n}`, text: 'x', html: 'x' }
        expect(
          await enqueueTask(deps, mailTask, mail, { uniqueKey: `two-processes:${n}` }),
        ).toBeDefined()
        // Scheduling it again is a no-op: a unique key makes scheduling idempotent.
        expect(
          await enqueueTask(deps, mailTask, mail, { uniqueKey: `two-processes:${n}` }),
        ).toBeUndefined()
      }
      await expect
        .poll(() => sentMails(processes).length, { timeout: 30_000, interval: 200 })
        .toBe(TASKS)
      // A worker writes the e-mail, then commits the task as done: the last commit may trail the
      // last file by a moment, so wait for it rather than read once.
      const pending = () =>
        t.app.deps.db
          .select()
          .from(backgroundTasks)
          .where(
            and(like(backgroundTasks.uniqueKey, 'two-processes:%'), isNull(backgroundTasks.doneAt)),
          )
      await expect.poll(pending, { timeout: 10_000, interval: 200 }).toEqual([])
      // A few more polls by both workers change nothing.
      await new Promise((resolve) => setTimeout(resolve, 2_500))
      const sent = sentMails(processes).sort()
      expect(sent).toEqual(Array.from({ length: TASKS }, (_, n) => `worker${n}@example.com`).sort())
      const attempts = await t.app.deps.db
        .select({ attempts: backgroundTasks.attempts })
        .from(backgroundTasks)
        .where(eq(backgroundTasks.name, mailTask.name))
      expect(attempts.every((row) => row.attempts === 1)).toBe(true)
    } finally {
      await Promise.all(processes.map((server) => server.stop()))
    }
  },
  90_000,
)
