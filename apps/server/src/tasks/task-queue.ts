import type { FastifyBaseLogger } from 'fastify'
import type { z } from 'zod'
import type { AppDeps, QueuedTask } from '../lib/deps'
import { insertTask } from './tasks.repository'

const MINUTE = 60_000

/** What a handler learns about the run: `attempt` counts from 1; `log` is the server's logger. */
export type TaskRun = { id: number; attempt: number; maxAttempts: number; log: FastifyBaseLogger }

export type TaskDefinition<S extends z.ZodType = z.ZodType> = {
  /** Stored in each row; a process runs only the names it has registered. */
  name: string
  payload: S
  /**
   * The work. It may run more than once (a process can die after the work and before the task
   * is marked done), so it must tolerate a repeat; a throw schedules a retry.
   */
  run(deps: AppDeps, payload: z.output<S>, task: TaskRun): Promise<void>
  maxAttempts: number
  /** How long to wait before attempt `attempt + 1`. */
  retryDelayMs(attempt: number): number
  /** The payload carries a secret (a link with a key): it is erased once the task ends. */
  erasePayload: boolean
}

/** 15 s, 30 s, 1 min, … doubling up to an hour: ten attempts span about two hours. */
export function exponentialBackoff(attempt: number): number {
  return Math.min(15_000 * 2 ** Math.max(0, attempt - 1), 60 * MINUTE)
}

export function defineTask<S extends z.ZodType>(definition: {
  name: string
  payload: S
  run(deps: AppDeps, payload: z.output<S>, task: TaskRun): Promise<void>
  maxAttempts?: number
  retryDelayMs?: (attempt: number) => number
  erasePayload?: boolean
}): TaskDefinition<S> {
  return {
    maxAttempts: 10,
    retryDelayMs: exponentialBackoff,
    erasePayload: false,
    ...definition,
  }
}

export type EnqueueOptions = {
  /** When the task becomes due; now by default. */
  runAt?: Date
  /** Makes scheduling idempotent: a second task with this key is not created. */
  uniqueKey?: string
}

/**
 * Queues a task in the caller's database handle, so inside `withTransaction` it commits or rolls
 * back with the caller's writes. Returns undefined when `uniqueKey` was already taken. To run it
 * at once (an e-mail), pass the result to `deps.tasks.runNow` after the transaction committed.
 */
export async function enqueueTask<S extends z.ZodType>(
  deps: Pick<AppDeps, 'db' | 'clock'>,
  definition: TaskDefinition<S>,
  payload: z.input<S>,
  options: EnqueueOptions = {},
): Promise<QueuedTask | undefined> {
  const now = deps.clock()
  // Checked here too, so a wrong payload fails the caller's request instead of every attempt.
  // The input is stored and parsed again when the task runs (payloads are plain JSON).
  definition.payload.parse(payload)
  const id = await insertTask(deps.db, {
    name: definition.name,
    payload,
    uniqueKey: options.uniqueKey ?? null,
    runAt: options.runAt ?? now,
    maxAttempts: definition.maxAttempts,
    createdAt: now,
  })
  return id === undefined ? undefined : { id }
}
