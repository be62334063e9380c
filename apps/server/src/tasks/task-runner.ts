import { randomUUID } from 'node:crypto'
import type { FastifyBaseLogger } from 'fastify'
import type { AppDeps, QueuedTask, TaskQueue } from '../lib/deps'
import type { TaskDefinition } from './task-queue'
import {
  abandonExhaustedTasks,
  abandonTask,
  claimDueTasks,
  completeTask,
  deleteTasksDoneBefore,
  retryTaskLater,
  type TaskRow,
} from './tasks.repository'

const HOUR = 3_600_000

export type TaskRunnerOptions = {
  log: FastifyBaseLogger
  /** How often the worker looks for due tasks. */
  pollMs?: number
  /** Tasks claimed at a time; one process runs them one after another. */
  batchSize?: number
  /** A handler must finish within its lease, or another process may run the task again. */
  leaseMs?: number
  /** Finished tasks are deleted after this long (a unique key is free again then). */
  keepDoneMs?: number
}

export type TaskRunner = TaskQueue & {
  /** Runs every task that is due now (in batches) and answers how many ran. Tests call it. */
  runDueTasks(): Promise<number>
  /** Starts polling every `pollMs`; `server.ts` calls it, tests do not. */
  start(): void
  /** Stops polling and waits for the tasks in hand; `app.close()` calls it. */
  stop(): Promise<void>
}

declare module 'fastify' {
  interface FastifyInstance {
    tasks: TaskRunner
  }
}

function describe(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error)
  return text.slice(0, 2000)
}

/**
 * A worker over the `background_tasks` table through the app's own Drizzle client, so it works on
 * PGlite and on PostgreSQL alike (docs/decisions, the job runner). Handlers are registered by name.
 */
export function createTaskRunner(
  getDeps: () => AppDeps,
  definitions: readonly TaskDefinition[],
  options: TaskRunnerOptions,
): TaskRunner {
  const byName = new Map(definitions.map((definition) => [definition.name, definition]))
  if (byName.size !== definitions.length) throw new Error('Two background tasks share a name.')
  const names = [...byName.keys()]
  const { log } = options
  const pollMs = options.pollMs ?? 1000
  const batchSize = options.batchSize ?? 10
  const leaseMs = options.leaseMs ?? 5 * 60_000
  const keepDoneMs = options.keepDoneMs ?? 30 * 24 * HOUR
  const running = new Set<Promise<unknown>>()
  let timer: NodeJS.Timeout | undefined
  let stopped = false
  let lastPrune = Number.NEGATIVE_INFINITY

  function track<T>(work: Promise<T>): Promise<T> {
    running.add(work)
    void work.finally(() => running.delete(work)).catch(() => {})
    return work
  }

  async function runOne(deps: AppDeps, row: TaskRow, token: string): Promise<void> {
    const definition = byName.get(row.name)!
    const lease = { id: row.id, token }
    const context = { task: row.name, taskId: row.id, attempt: row.attempts }
    const parsed = definition.payload.safeParse(row.payload)
    if (!parsed.success) {
      // No retry can fix a payload this version does not understand.
      log.error(context, 'background task has an invalid payload; abandoned')
      await abandonTask(deps.db, lease, deps.clock(), describe(parsed.error), true)
      return
    }
    try {
      await definition.run(deps, parsed.data, {
        id: row.id,
        attempt: row.attempts,
        maxAttempts: row.maxAttempts,
        log,
      })
    } catch (error) {
      const now = deps.clock()
      if (row.attempts >= row.maxAttempts) {
        log.error({ ...context, err: describe(error) }, 'background task failed for the last time')
        await abandonTask(deps.db, lease, now, describe(error), definition.erasePayload)
        return
      }
      const runAt = new Date(now.getTime() + definition.retryDelayMs(row.attempts))
      log.warn({ ...context, err: describe(error), retryAt: runAt }, 'background task failed')
      await retryTaskLater(deps.db, lease, runAt, describe(error))
      return
    }
    if (!(await completeTask(deps.db, lease, deps.clock(), definition.erasePayload))) {
      log.warn(context, 'background task finished after its lease ran out')
    }
  }

  async function claimAndRun(ids?: readonly number[]): Promise<number> {
    const deps = getDeps()
    const now = deps.clock()
    const token = randomUUID()
    const rows = await claimDueTasks(deps.db, {
      names,
      now,
      lockedUntil: new Date(now.getTime() + leaseMs),
      token,
      limit: ids ? ids.length : batchSize,
      ...(ids ? { ids } : {}),
    })
    for (const row of rows) await runOne(deps, row, token)
    return rows.length
  }

  async function runDueTasks(): Promise<number> {
    const deps = getDeps()
    const now = deps.clock()
    const exhausted = await abandonExhaustedTasks(deps.db, now)
    if (exhausted > 0) log.error({ count: exhausted }, 'background tasks abandoned after a crash')
    if (now.getTime() - lastPrune >= HOUR) {
      lastPrune = now.getTime()
      await deleteTasksDoneBefore(deps.db, new Date(now.getTime() - keepDoneMs))
    }
    let total = 0
    // Bounded, so a handler that keeps queuing due work cannot hold the caller for ever.
    for (let round = 0; round < 100 && !stopped; round += 1) {
      const count = await claimAndRun()
      total += count
      if (count < batchSize) break
    }
    return total
  }

  async function tick(): Promise<void> {
    try {
      await track(runDueTasks())
    } catch (error) {
      log.error({ err: describe(error) }, 'background task poll failed')
    }
    if (!stopped) timer = setTimeout(() => void tick(), pollMs)
  }

  return {
    runDueTasks: () => track(runDueTasks()),
    async runNow(tasks: readonly (QueuedTask | undefined)[]) {
      const ids = tasks.flatMap((task) => (task ? [task.id] : []))
      if (ids.length === 0 || stopped) return
      try {
        await track(claimAndRun(ids))
      } catch (error) {
        // The tasks stay queued: the worker retries them.
        log.error({ err: describe(error) }, 'running queued tasks at once failed')
      }
    },
    start() {
      if (timer || stopped) return
      timer = setTimeout(() => void tick(), 0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await Promise.allSettled([...running])
    },
  }
}
