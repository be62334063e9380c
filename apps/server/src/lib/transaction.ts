import type { AppDeps, QueuedTask, RealtimePublisher } from './deps'

type Emit = Parameters<RealtimePublisher['emit']>

/** The deps handed out inside a transaction, so a nested call joins it instead of opening one. */
const bound = new WeakSet<AppDeps>()

/**
 * Runs `fn` in one database transaction and hands it the same deps with `db` bound to it, so
 * services of several features (say a hire: application, employment, contract, posting) commit
 * or roll back together. Called inside another `withTransaction`, it joins the outer one.
 *
 * Realtime events `fn` emits (and sessions it ends) are held back until the commit and dropped on
 * a rollback, so no client hears of a write that did not happen. Likewise `deps.tasks.runNow` inside runs the tasks
 * once committed (before that their rows are invisible to the runner). Inside, every query must
 * go through the handed-out deps: on PGlite a query on the outer `db` would wait for the
 * transaction to end, for ever.
 */
export async function withTransaction<T>(
  deps: AppDeps,
  fn: (deps: AppDeps) => Promise<T>,
): Promise<T> {
  if (bound.has(deps)) return fn(deps)
  const held: Emit[] = []
  const heldEnds: string[] = []
  const heldTasks: (QueuedTask | undefined)[] = []
  const result = await deps.db.transaction(async (tx) => {
    const inner: AppDeps = {
      ...deps,
      db: tx,
      realtime: {
        emit: (...event: Emit) => void held.push(event),
        endSessions: (sessionIds) => void heldEnds.push(...sessionIds),
      },
      tasks: {
        runNow: async (tasks) => {
          heldTasks.push(...tasks)
        },
      },
    }
    bound.add(inner)
    return fn(inner)
  })
  for (const event of held) deps.realtime.emit(...event)
  if (heldEnds.length) deps.realtime.endSessions(heldEnds)
  await deps.tasks.runNow(heldTasks)
  return result
}
