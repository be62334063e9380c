import { expect, test } from 'vitest'
import { z } from 'zod'
import { withTransaction } from '../lib/transaction'
import { useTestApp } from '../test/test-app'
import { queueMail } from './mail.task'
import { defineTask, enqueueTask, type TaskRun } from './task-queue'
import { createTaskRunner } from './task-runner'
import { claimDueTasks, completeTask, findTask } from './tasks.repository'

const t = useTestApp()
const MINUTE = 60_000
let sequence = 0

/** A task of its own name per test (tasks of other tests stay out of its way) that records runs. */
function recorder(options: { failures?: number; maxAttempts?: number; erasePayload?: boolean }) {
  sequence += 1
  const runs: { n: number; task: TaskRun }[] = []
  let failures = options.failures ?? 0
  const definition = defineTask({
    name: `test.record-${sequence}`,
    payload: z.object({ n: z.number().int() }),
    ...(options.maxAttempts ? { maxAttempts: options.maxAttempts } : {}),
    ...(options.erasePayload ? { erasePayload: true } : {}),
    run: async (_deps, payload, task) => {
      runs.push({ n: payload.n, task })
      if (failures > 0) {
        failures -= 1
        throw new Error(`failure ${task.attempt}`)
      }
    },
  })
  const runner = createTaskRunner(() => t.app.deps, [definition], { log: t.app.log })
  return { definition, runner, runs }
}

test('runs a queued task once and marks it done', async () => {
  const { definition, runner, runs } = recorder({})
  const queued = await enqueueTask(t.app.deps, definition, { n: 7 })
  expect(await runner.runDueTasks()).toBe(1)
  expect(await runner.runDueTasks()).toBe(0)
  expect(runs).toEqual([
    { n: 7, task: { id: queued!.id, attempt: 1, maxAttempts: 10, log: expect.anything() } },
  ])
  const row = await findTask(t.app.deps.db, queued!.id)
  expect(row).toMatchObject({ attempts: 1, lockedUntil: null, failedAt: null })
  expect(row?.doneAt).toEqual(t.clock.now())
})

test('a task scheduled for later waits for its time', async () => {
  const { definition, runner, runs } = recorder({})
  const runAt = new Date(t.clock.now().getTime() + 60 * MINUTE)
  await enqueueTask(t.app.deps, definition, { n: 1 }, { runAt })
  expect(await runner.runDueTasks()).toBe(0)
  t.clock.advance(60 * MINUTE)
  expect(await runner.runDueTasks()).toBe(1)
  expect(runs.map((run) => run.n)).toEqual([1])
})

test('a unique key schedules a task once', async () => {
  const { definition, runner, runs } = recorder({})
  const key = `reminder:${sequence}:2026-12-01`
  const first = await enqueueTask(t.app.deps, definition, { n: 1 }, { uniqueKey: key })
  const second = await enqueueTask(t.app.deps, definition, { n: 2 }, { uniqueKey: key })
  expect(first).toBeDefined()
  expect(second).toBeUndefined()
  await runner.runDueTasks()
  expect(runs.map((run) => run.n)).toEqual([1])
})

test('refuses a payload its schema rejects when queuing', async () => {
  const { definition } = recorder({})
  await expect(
    enqueueTask(t.app.deps, definition, { n: 'seven' } as unknown as { n: number }),
  ).rejects.toThrow()
})

test('a failing task is retried with backoff, then succeeds', async () => {
  const { definition, runner, runs } = recorder({ failures: 2 })
  const queued = await enqueueTask(t.app.deps, definition, { n: 3 })
  expect(await runner.runDueTasks()).toBe(1)
  expect((await findTask(t.app.deps.db, queued!.id))?.lastError).toBe('Error: failure 1')
  // 15 s after the first failure, 30 s after the second.
  expect(await runner.runDueTasks()).toBe(0)
  t.clock.advance(15_000)
  expect(await runner.runDueTasks()).toBe(1)
  t.clock.advance(29_000)
  expect(await runner.runDueTasks()).toBe(0)
  t.clock.advance(1_000)
  expect(await runner.runDueTasks()).toBe(1)
  expect(runs.map((run) => run.task.attempt)).toEqual([1, 2, 3])
  const row = await findTask(t.app.deps.db, queued!.id)
  expect(row?.doneAt).toEqual(t.clock.now())
  expect(row?.attempts).toBe(3)
})

test('a task that keeps failing is given up after its attempts, its secret payload erased', async () => {
  const { definition, runner, runs } = recorder({ failures: 5, maxAttempts: 2, erasePayload: true })
  const queued = await enqueueTask(t.app.deps, definition, { n: 4 })
  await runner.runDueTasks()
  t.clock.advance(15_000)
  await runner.runDueTasks()
  t.clock.advance(60 * MINUTE)
  expect(await runner.runDueTasks()).toBe(0)
  expect(runs).toHaveLength(2)
  const row = await findTask(t.app.deps.db, queued!.id)
  expect(row).toMatchObject({
    attempts: 2,
    doneAt: null,
    payload: {},
    lastError: 'Error: failure 2',
  })
  expect(row?.failedAt).toEqual(new Date(t.clock.now().getTime() - 60 * MINUTE))
})

test('a task whose lease ran out (its process died) is claimed again', async () => {
  const { definition, runner, runs } = recorder({})
  const queued = await enqueueTask(t.app.deps, definition, { n: 5 })
  // Another process claims it and dies before finishing.
  const now = t.clock.now()
  const [claimed] = await claimDueTasks(t.app.deps.db, {
    names: [definition.name],
    now,
    lockedUntil: new Date(now.getTime() + 5 * MINUTE),
    token: 'dead-process',
    limit: 1,
  })
  expect(claimed?.id).toBe(queued!.id)
  expect(await runner.runDueTasks()).toBe(0)
  t.clock.advance(5 * MINUTE)
  expect(await runner.runDueTasks()).toBe(1)
  expect(runs.map((run) => run.task.attempt)).toEqual([2])
  // The dead process's lease is gone: it can no longer mark the task.
  expect(
    await completeTask(t.app.deps.db, { id: queued!.id, token: 'dead-process' }, now, false),
  ).toBe(false)
})

test('a task whose last attempt died with its process is marked failed', async () => {
  const { definition, runner, runs } = recorder({ maxAttempts: 1 })
  const queued = await enqueueTask(t.app.deps, definition, { n: 6 })
  const now = t.clock.now()
  await claimDueTasks(t.app.deps.db, {
    names: [definition.name],
    now,
    lockedUntil: new Date(now.getTime() + 5 * MINUTE),
    token: 'dead-process',
    limit: 1,
  })
  t.clock.advance(5 * MINUTE)
  expect(await runner.runDueTasks()).toBe(0)
  expect(runs).toEqual([])
  const row = await findTask(t.app.deps.db, queued!.id)
  expect(row?.failedAt).toEqual(t.clock.now())
  expect(row?.lastError).toBe('the lease ran out on the last attempt')
})

test('two runners racing run each task once', async () => {
  const { definition, runs } = recorder({})
  const options = { log: t.app.log, batchSize: 3 }
  const first = createTaskRunner(() => t.app.deps, [definition], options)
  const second = createTaskRunner(() => t.app.deps, [definition], options)
  for (let n = 0; n < 30; n += 1) await enqueueTask(t.app.deps, definition, { n })
  const [byFirst, bySecond] = await Promise.all([first.runDueTasks(), second.runDueTasks()])
  expect(byFirst + bySecond).toBe(30)
  expect(runs.map((run) => run.n).sort((a, b) => a - b)).toEqual(
    Array.from({ length: 30 }, (_, n) => n),
  )
})

test('a task queued in a transaction that rolls back never exists', async () => {
  const { definition, runner, runs } = recorder({})
  await expect(
    t.app.deps.db.transaction(async (tx) => {
      await enqueueTask({ ...t.app.deps, db: tx }, definition, { n: 8 })
      throw new Error('the caller failed')
    }),
  ).rejects.toThrow('the caller failed')
  expect(await runner.runDueTasks()).toBe(0)
  expect(runs).toEqual([])
})

test('a runner leaves alone the tasks it has no handler for', async () => {
  const known = recorder({})
  const unknown = recorder({})
  const queued = await enqueueTask(t.app.deps, unknown.definition, { n: 9 })
  expect(await known.runner.runDueTasks()).toBe(0)
  expect((await findTask(t.app.deps.db, queued!.id))?.attempts).toBe(0)
})

test('runNow runs just the given tasks, at once', async () => {
  const { definition, runner, runs } = recorder({})
  const first = await enqueueTask(t.app.deps, definition, { n: 1 })
  await enqueueTask(t.app.deps, definition, { n: 2 })
  await runner.runNow([first, undefined])
  expect(runs.map((run) => run.n)).toEqual([1])
})

test('the worker polls until stopped, and stop waits for the task in hand', async () => {
  sequence += 1
  let release: () => void = () => {}
  const started: number[] = []
  const definition = defineTask({
    name: `test.slow-${sequence}`,
    payload: z.object({ n: z.number() }),
    run: async (_deps, payload) => {
      started.push(payload.n)
      await new Promise<void>((resolve) => {
        release = resolve
      })
    },
  })
  const runner = createTaskRunner(() => t.app.deps, [definition], { log: t.app.log, pollMs: 20 })
  const queued = await enqueueTask(t.app.deps, definition, { n: 1 })
  runner.start()
  await expect.poll(() => started, { timeout: 5000 }).toEqual([1])
  let stopped = false
  const stopping = runner.stop().then(() => {
    stopped = true
  })
  await new Promise((resolve) => setTimeout(resolve, 50))
  expect(stopped).toBe(false)
  release()
  await stopping
  expect((await findTask(t.app.deps.db, queued!.id))?.doneAt).not.toBeNull()
})

test('runNow inside withTransaction waits for the commit, and a rollback sends nothing', async () => {
  sequence += 1
  const mail = { to: `committed${sequence}@example.com`, subject: 'S', text: 'T', html: 'H' }
  await withTransaction(t.app.deps, async (tx) => {
    await tx.tasks.runNow([await queueMail(tx, mail)])
    expect(t.outbox().filter((m) => m.to === mail.to)).toEqual([])
  })
  expect(t.outbox().filter((m) => m.to === mail.to)).toHaveLength(1)

  const dropped = { ...mail, to: `rolled-back${sequence}@example.com` }
  await expect(
    withTransaction(t.app.deps, async (tx) => {
      await tx.tasks.runNow([await queueMail(tx, dropped)])
      throw new Error('the caller failed')
    }),
  ).rejects.toThrow('the caller failed')
  await t.app.tasks.runDueTasks()
  expect(t.outbox().filter((m) => m.to === dropped.to)).toEqual([])
})
