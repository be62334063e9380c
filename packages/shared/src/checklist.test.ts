import { expect, test } from 'vitest'
import {
  addDays,
  buildChecklist,
  emptyChecklistProgress,
  evaluateStep,
  mergeChecklistProgress,
  toggleChecklistSubItem,
  type ChecklistProgress,
} from './checklist'
import { CHECKLIST_STEPS, CHECKLIST_TOTAL_DAYS } from './checklist-steps'

const first = CHECKLIST_STEPS[0]!
const allOf = first.subItems.map((sub) => sub.id)
const same = (key: string) => key

test('the six steps take 3, 7, 2, 14, 5 and 3 days, 34 in all (§9)', () => {
  expect(CHECKLIST_STEPS.map((step) => step.estimatedDays)).toEqual([3, 7, 2, 14, 5, 3])
  expect(CHECKLIST_TOTAL_DAYS).toBe(34)
})

test('ids of steps, tasks and documents are unique', () => {
  const ids = CHECKLIST_STEPS.map((step) => step.id)
  expect(new Set(ids).size).toBe(ids.length)
  for (const step of CHECKLIST_STEPS) {
    const subs = step.subItems.map((sub) => sub.id)
    expect(new Set(subs).size).toBe(subs.length)
    const links = step.documentLinks.map((link) => link.id)
    expect(new Set(links).size).toBe(links.length)
    for (const link of step.documentLinks)
      expect(link.url).toMatch(/^https:\/\/www\.(immd|labour|fdh\.labour|eaa\.labour)\.gov\.hk\//)
  }
})

test('§4: all tasks done completes the step today; fewer is in_progress without a date', () => {
  const pending = { status: 'pending' as const, completed_date: null }
  expect(evaluateStep(first.id, allOf, pending, '2027-01-02')).toEqual({
    status: 'completed',
    completed_date: '2027-01-02',
  })
  expect(evaluateStep(first.id, allOf.slice(1), pending, '2027-01-02')).toEqual({
    status: 'in_progress',
    completed_date: null,
  })
  expect(evaluateStep(first.id, [], pending, '2027-01-02').status).toBe('in_progress')
  const done = { status: 'completed' as const, completed_date: '2026-12-31' }
  expect(evaluateStep(first.id, allOf, done, '2027-01-02').completed_date).toBe('2026-12-31')
})

test('due dates add the earlier steps’ days; the target adds all 34; progress is rounded', () => {
  let progress: ChecklistProgress = { ...emptyChecklistProgress(), start_date: '2027-12-30' }
  for (const sub of allOf)
    progress = toggleChecklistSubItem(progress, first.id, sub, true, '2027-12-30')
  const checklist = buildChecklist(progress, same)
  expect(checklist.items.map((item) => item.due_date)).toEqual([
    '2027-12-30',
    '2028-01-02',
    '2028-01-09',
    '2028-01-11',
    '2028-01-25',
    '2028-01-30',
  ])
  expect(checklist.target_completion_date).toBe('2028-02-02')
  expect(checklist.progress).toBe(17)
  expect(addDays('2028-02-28', 1)).toBe('2028-02-29')
})

test('merge: a union of tasks, the account’s start date first, unknown ids ignored', () => {
  const account = toggleChecklistSubItem(
    { ...emptyChecklistProgress(), start_date: '2027-01-01' },
    first.id,
    allOf[0]!,
    true,
    '2027-01-01',
  )
  const visitor = {
    start_date: '2027-06-01',
    items: [
      {
        id: first.id,
        status: 'in_progress' as const,
        completed_date: null,
        completed_sub_items: [...allOf.slice(1), 'gone'],
      },
      {
        id: 'gone',
        status: 'completed' as const,
        completed_date: '2027-01-01',
        completed_sub_items: [],
      },
    ],
  }
  const merged = mergeChecklistProgress(account, visitor, '2027-02-02')
  expect(merged.start_date).toBe('2027-01-01')
  expect(merged.items).toHaveLength(CHECKLIST_STEPS.length)
  expect(merged.items[0]).toMatchObject({ status: 'completed', completed_date: '2027-02-02' })
  expect([...merged.items[0]!.completed_sub_items].sort()).toEqual([...allOf].sort())
  expect(merged.items.slice(1).every((item) => item.status === 'pending')).toBe(true)
  expect(mergeChecklistProgress(emptyChecklistProgress(), visitor, '2027-02-02').start_date).toBe(
    '2027-06-01',
  )
})
