import { z } from 'zod'
import { CHECKLIST_STEPS, CHECKLIST_TOTAL_DAYS } from './checklist-steps'
import { calendarDateString } from './form-values'
import { tk } from './i18n-keys'

/** docs/spec/marketplace.md §3: "not started" is `pending`, a freshly created step. */
export const CHECKLIST_STATUSES = ['pending', 'in_progress', 'completed'] as const
export type ChecklistStatus = (typeof CHECKLIST_STATUSES)[number]

const calendarDate = calendarDateString(tk('Enter a date as YYYY-MM-DD.'))

/**
 * One user's progress, and nothing else (the steps are static data): the visitor's browser keeps
 * it in localStorage, and `POST /checklist/merge/` takes it on sign-in.
 */
export const ChecklistProgressSchema = z.object({
  start_date: calendarDate.nullable(),
  items: z
    .array(
      z.object({
        id: z.string().min(1).max(64),
        status: z.enum(CHECKLIST_STATUSES),
        completed_date: calendarDate.nullable(),
        completed_sub_items: z.array(z.string().min(1).max(64)).max(50),
      }),
    )
    .max(50),
})
export type ChecklistProgress = z.infer<typeof ChecklistProgressSchema>
export type ChecklistItemProgress = ChecklistProgress['items'][number]

/** `PUT /checklist/`: a start date, or null to clear it. */
export const ChecklistStartInputSchema = z.object({
  start_date: calendarDateString(tk('Enter a date as YYYY-MM-DD, or null to clear it.')).nullable(),
})
export type ChecklistStartInput = z.infer<typeof ChecklistStartInputSchema>

/** `PATCH /checklist/items/{id}/sub-items/{subId}/` (§3: subItems' isCompleted). */
export const ChecklistSubItemInputSchema = z.object({
  is_completed: z.boolean({ error: tk('is_completed must be true or false.') }),
})
export type ChecklistSubItemInput = z.infer<typeof ChecklistSubItemInputSchema>

export const ChecklistSubItemParamsSchema = z.object({
  id: z.string().min(1).max(64),
  subId: z.string().min(1).max(64),
})

export const ChecklistItemSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  estimated_days: z.number().int(),
  status: z.enum(CHECKLIST_STATUSES),
  completed_date: z.string().nullable(),
  /** The start date plus the estimated days of the earlier steps (§2); null without a start. */
  due_date: z.string().nullable(),
  sub_items: z.array(z.object({ id: z.string(), title: z.string(), is_completed: z.boolean() })),
  document_links: z.array(
    z.object({
      id: z.string(),
      title: z.string(),
      url: z.string(),
      description: z.string().nullable(),
    }),
  ),
})
export type ChecklistItem = z.infer<typeof ChecklistItemSchema>

/** `GET /checklist/` and every write's answer: the state (§3) and the steps. */
export const ChecklistSchema = z.object({
  start_date: z.string().nullable(),
  target_completion_date: z.string().nullable(),
  total_estimated_days: z.number().int(),
  /** Completed steps over all steps, as a rounded percentage (§4). */
  progress: z.number().int(),
  items: z.array(ChecklistItemSchema),
})
export type Checklist = z.infer<typeof ChecklistSchema>

/** A calendar date `days` later (UTC arithmetic on a date without time: no DST surprises). */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number]
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10)
}

export function findChecklistStep(id: string) {
  return CHECKLIST_STEPS.find((step) => step.id === id)
}

/** The progress with nothing done (§4: "items start pending"). */
export function emptyChecklistProgress(): ChecklistProgress {
  return {
    start_date: null,
    items: CHECKLIST_STEPS.map((step) => ({
      id: step.id,
      status: 'pending',
      completed_date: null,
      completed_sub_items: [],
    })),
  }
}

/**
 * §4: toggling a sub-task re-evaluates its step — all sub-tasks done: completed, dated `today`
 * (an already completed step keeps its date); otherwise in_progress with the date cleared.
 */
export function evaluateStep(
  stepId: string,
  completedSubItems: readonly string[],
  previous: { status: ChecklistStatus; completed_date: string | null },
  today: string,
): { status: ChecklistStatus; completed_date: string | null } {
  const step = findChecklistStep(stepId)
  const done = new Set(completedSubItems)
  if (step && step.subItems.every((sub) => done.has(sub.id)))
    return {
      status: 'completed',
      completed_date: previous.status === 'completed' ? previous.completed_date : today,
    }
  return { status: 'in_progress', completed_date: null }
}

/** A visitor's toggle, applied in the browser exactly as the server applies a signed-in one. */
export function toggleChecklistSubItem(
  progress: ChecklistProgress,
  stepId: string,
  subItemId: string,
  isCompleted: boolean,
  today: string,
): ChecklistProgress {
  const items = normalizeChecklistProgress(progress).items.map((item) => {
    if (item.id !== stepId) return item
    const others = item.completed_sub_items.filter((id) => id !== subItemId)
    const completed = isCompleted ? [...others, subItemId] : others
    return {
      ...item,
      completed_sub_items: completed,
      ...evaluateStep(stepId, completed, item, today),
    }
  })
  return { ...progress, items }
}

/** Keeps only known steps and sub-tasks, one entry per step, in the steps' order. */
export function normalizeChecklistProgress(progress: ChecklistProgress): ChecklistProgress {
  const byId = new Map(progress.items.map((item) => [item.id, item]))
  return {
    start_date: progress.start_date,
    items: CHECKLIST_STEPS.map((step) => {
      const item = byId.get(step.id)
      const known = new Set(step.subItems.map((sub) => sub.id))
      return {
        id: step.id,
        status: item?.status ?? 'pending',
        completed_date: item?.status === 'completed' ? item.completed_date : null,
        completed_sub_items: [...new Set(item?.completed_sub_items ?? [])].filter((id) =>
          known.has(id),
        ),
      }
    }),
  }
}

/**
 * The state and the steps as `GET /checklist/` answers them, texts through `translate`. Due
 * dates: the start date plus the estimated days of the earlier steps (§2); the target completion
 * date: the start date plus all of them (§4).
 */
export function buildChecklist(
  progress: ChecklistProgress,
  translate: (key: string) => string,
): Checklist {
  const normalized = normalizeChecklistProgress(progress)
  const start = normalized.start_date
  let elapsed = 0
  const items = CHECKLIST_STEPS.map((step, index): ChecklistItem => {
    const item = normalized.items[index]!
    const done = new Set(item.completed_sub_items)
    const dueDate = start ? addDays(start, elapsed) : null
    elapsed += step.estimatedDays
    return {
      id: step.id,
      title: translate(step.title),
      description: translate(step.description),
      estimated_days: step.estimatedDays,
      status: item.status,
      completed_date: item.completed_date,
      due_date: dueDate,
      sub_items: step.subItems.map((sub) => ({
        id: sub.id,
        title: translate(sub.title),
        is_completed: done.has(sub.id),
      })),
      document_links: step.documentLinks.map((link) => ({
        id: link.id,
        title: translate(link.title),
        url: link.url,
        description: link.description === null ? null : translate(link.description),
      })),
    }
  })
  const completed = items.filter((item) => item.status === 'completed').length
  return {
    start_date: start,
    target_completion_date: start ? addDays(start, CHECKLIST_TOTAL_DAYS) : null,
    total_estimated_days: CHECKLIST_TOTAL_DAYS,
    progress: Math.round((completed / items.length) * 100),
    items,
  }
}

/** The progress a checklist answer shows, e.g. to keep a copy in the browser. */
export function progressOfChecklist(checklist: Checklist): ChecklistProgress {
  return {
    start_date: checklist.start_date,
    items: checklist.items.map((item) => ({
      id: item.id,
      status: item.status,
      completed_date: item.completed_date,
      completed_sub_items: item.sub_items.filter((sub) => sub.is_completed).map((sub) => sub.id),
    })),
  }
}

const STATUS_RANK: Record<ChecklistStatus, number> = { pending: 0, in_progress: 1, completed: 2 }

/**
 * A visitor's progress merged into an account's on sign-in: the union of done sub-tasks; the
 * account's start date when it has one; a step is re-evaluated by §4 when the union completes
 * it, and otherwise keeps the further of the two statuses short of completed.
 */
export function mergeChecklistProgress(
  account: ChecklistProgress,
  visitor: ChecklistProgress,
  today: string,
): ChecklistProgress {
  const a = normalizeChecklistProgress(account)
  const v = normalizeChecklistProgress(visitor)
  return {
    start_date: a.start_date ?? v.start_date,
    items: a.items.map((mine, index) => {
      const theirs = v.items[index]!
      const union = [...new Set([...mine.completed_sub_items, ...theirs.completed_sub_items])]
      const step = findChecklistStep(mine.id)!
      if (step.subItems.every((sub) => union.includes(sub.id))) {
        const dated = mine.status === 'completed' ? mine : theirs
        const date = dated.status === 'completed' ? dated.completed_date : today
        return { ...mine, completed_sub_items: union, status: 'completed', completed_date: date }
      }
      const touched = Math.max(STATUS_RANK[mine.status], STATUS_RANK[theirs.status]) > 0
      return {
        ...mine,
        completed_sub_items: union,
        status: touched || union.length > 0 ? 'in_progress' : 'pending',
        completed_date: null,
      }
    }),
  }
}
