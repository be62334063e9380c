import {
  buildChecklist,
  emptyChecklistProgress,
  evaluateStep,
  findChecklistStep,
  mergeChecklistProgress,
  normalizeChecklistProgress,
  type Checklist,
  type ChecklistProgress,
} from '@hearth/shared/checklist'
import { hongKongToday } from '@hearth/shared/form-values'
import { tk, type Language } from '@hearth/shared/i18n-keys'
import { translate } from '@hearth/shared/translate'
import type { Db } from '../../db/client'
import type { Actor } from '../../lib/actor'
import type { AppDeps } from '../../lib/deps'
import { AppError } from '../../lib/errors'
import { withTransaction } from '../../lib/transaction'
import * as repo from './checklist.repository'

/** The user's stored progress; a user who never wrote has the empty one (§4: all pending). */
async function readProgress(db: Db, userUid: string): Promise<ChecklistProgress> {
  const [progress, steps, subItems] = await Promise.all([
    repo.findProgress(db, userUid),
    repo.findSteps(db, userUid),
    repo.findSubItems(db, userUid),
  ])
  const empty = emptyChecklistProgress()
  return normalizeChecklistProgress({
    start_date: progress?.startDate ?? null,
    items: empty.items.map((item) => {
      const step = steps.find((row) => row.itemId === item.id)
      return {
        id: item.id,
        status: step?.status ?? 'pending',
        completed_date: step?.completedDate ?? null,
        completed_sub_items: subItems
          .filter((row) => row.itemId === item.id)
          .map((row) => row.subItemId),
      }
    }),
  })
}

function present(progress: ChecklistProgress, language: Language): Checklist {
  return buildChecklist(progress, (key) => translate(key, language))
}

export async function checklistOf(
  deps: AppDeps,
  actor: Actor,
  language: Language,
): Promise<Checklist> {
  return present(await readProgress(deps.db, actor.userUid), language)
}

export async function setStartDate(
  deps: AppDeps,
  actor: Actor,
  language: Language,
  startDate: string | null,
): Promise<Checklist> {
  return withTransaction(deps, async ({ db, clock }) => {
    await repo.lockProgress(db, actor.userUid, clock())
    await repo.updateStartDate(db, actor.userUid, startDate, clock())
    return present(await readProgress(db, actor.userUid), language)
  })
}

/**
 * §4: toggles one sub-task and re-evaluates its step (all done → completed today; otherwise
 * in_progress without a date). The progress row's lock makes two toggles of one user run in
 * turn, so the second one sees the first one's sub-task.
 */
export async function toggleSubItem(
  deps: AppDeps,
  actor: Actor,
  language: Language,
  itemId: string,
  subItemId: string,
  isCompleted: boolean,
): Promise<Checklist> {
  const step = findChecklistStep(itemId)
  if (!step) throw new AppError('not_found', tk('Checklist step not found.'))
  if (!step.subItems.some((sub) => sub.id === subItemId))
    throw new AppError('not_found', tk('Checklist task not found.'))
  return withTransaction(deps, async ({ db, clock }) => {
    const now = clock()
    await repo.lockProgress(db, actor.userUid, now)
    if (isCompleted)
      await repo.markSubItemDone(db, {
        userUid: actor.userUid,
        itemId,
        subItemId,
        completedAt: now,
      })
    else await repo.markSubItemUndone(db, actor.userUid, itemId, subItemId)
    const progress = await readProgress(db, actor.userUid)
    const item = progress.items.find((entry) => entry.id === itemId)!
    const next = evaluateStep(itemId, item.completed_sub_items, item, hongKongToday(now))
    await repo.saveStep(db, {
      userUid: actor.userUid,
      itemId,
      status: next.status,
      completedDate: next.completed_date,
    })
    return present(await readProgress(db, actor.userUid), language)
  })
}

/**
 * A visitor's browser progress joined to the account's on sign-in: the union of done sub-tasks,
 * the account's start date when it has one (`mergeChecklistProgress`). Sending it twice changes
 * nothing more.
 */
export async function mergeVisitorProgress(
  deps: AppDeps,
  actor: Actor,
  language: Language,
  visitor: ChecklistProgress,
): Promise<Checklist> {
  return withTransaction(deps, async ({ db, clock }) => {
    const now = clock()
    await repo.lockProgress(db, actor.userUid, now)
    const account = await readProgress(db, actor.userUid)
    const merged = mergeChecklistProgress(account, visitor, hongKongToday(now))
    if (merged.start_date !== account.start_date)
      await repo.updateStartDate(db, actor.userUid, merged.start_date, now)
    for (const [index, item] of merged.items.entries()) {
      const before = account.items[index]!
      for (const subItemId of item.completed_sub_items)
        if (!before.completed_sub_items.includes(subItemId))
          await repo.markSubItemDone(db, {
            userUid: actor.userUid,
            itemId: item.id,
            subItemId,
            completedAt: now,
          })
      if (item.status !== before.status || item.completed_date !== before.completed_date)
        await repo.saveStep(db, {
          userUid: actor.userUid,
          itemId: item.id,
          status: item.status,
          completedDate: item.completed_date,
        })
    }
    return present(merged, language)
  })
}
