import { CHECKLIST_STEPS } from '@hearth/shared/checklist-steps'
import { ChecklistSchema, type Checklist } from '@hearth/shared/checklist'
import { expect, test } from 'vitest'
import { bearer, signedInUser } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()
const BASE = '/api/v1/checklist/'
// The test clock starts at 2026-11-22 02:00 UTC: 22 November in Hong Kong.
const TODAY = '2026-11-22'

async function user(userType: 'employer' | 'helper' = 'employer') {
  const { access } = await signedInUser(t, userType)
  const headers = bearer(access)
  const read = async () => {
    const response = await t.inject({ method: 'GET', url: BASE, headers })
    expect(response.statusCode).toBe(200)
    return ChecklistSchema.parse(response.json())
  }
  const toggle = (id: string, subId: string, is_completed: unknown) =>
    t.inject({
      method: 'PATCH',
      url: `${BASE}items/${id}/sub-items/${subId}/`,
      headers,
      payload: { is_completed },
    })
  const setStart = (start_date: unknown) =>
    t.inject({ method: 'PUT', url: BASE, headers, payload: { start_date } })
  const merge = (payload: Record<string, unknown>) =>
    t.inject({ method: 'POST', url: `${BASE}merge/`, headers, payload })
  return { headers, read, toggle, setStart, merge }
}

const first = CHECKLIST_STEPS[0]!
const step = (checklist: Checklist, id: string) => checklist.items.find((item) => item.id === id)!

test('a new account has six pending steps of 3, 7, 2, 14, 5 and 3 days, 34 in all', async () => {
  const { read } = await user('helper')
  const checklist = await read()
  expect(checklist.items.map((item) => item.estimated_days)).toEqual([3, 7, 2, 14, 5, 3])
  expect(checklist.total_estimated_days).toBe(34)
  expect(checklist.items.every((item) => item.status === 'pending')).toBe(true)
  expect(checklist).toMatchObject({ start_date: null, target_completion_date: null, progress: 0 })
  expect(checklist.items[0]!.document_links[0]!.url).toMatch(/^https:\/\/www\.immd\.gov\.hk\//)
})

test('needs a signed-in caller', async () => {
  const response = await t.inject({ method: 'GET', url: BASE })
  expect(response.statusCode).toBe(401)
})

test('speaks the caller’s language', async () => {
  const { headers } = await user()
  const response = await t.inject({
    method: 'GET',
    url: BASE,
    headers: { ...headers, 'accept-language': 'zh-TW' },
  })
  expect(response.json().items[0].title).toBe('選擇您的家傭')
})

test('the start date sets the due dates and the target date; null clears it', async () => {
  const { setStart } = await user()
  const set = await setStart('2027-01-30')
  expect(set.statusCode).toBe(200)
  const checklist = ChecklistSchema.parse(set.json())
  expect(checklist.target_completion_date).toBe('2027-03-05')
  expect(checklist.items.map((item) => item.due_date)).toEqual([
    '2027-01-30',
    '2027-02-02',
    '2027-02-09',
    '2027-02-11',
    '2027-02-25',
    '2027-03-02',
  ])
  const cleared = ChecklistSchema.parse((await setStart(null)).json())
  expect(cleared).toMatchObject({ start_date: null, target_completion_date: null })
  expect(cleared.items.every((item) => item.due_date === null)).toBe(true)
})

test('refuses a start date that is not a calendar date, with a message on the field', async () => {
  const { setStart, read } = await user()
  for (const bad of ['2027-02-30', '30/01/2027', 12, '']) {
    const response = await setStart(bad)
    expect(response.statusCode).toBe(400)
    expect(response.json().start_date).toEqual([expect.stringContaining('YYYY-MM-DD')])
  }
  expect((await read()).start_date).toBeNull()
})

test('the last sub-task completes the step dated today; unticking one makes it in_progress again', async () => {
  const { toggle, read } = await user()
  const subs = first.subItems.map((sub) => sub.id)
  for (const sub of subs.slice(0, -1)) {
    const response = await toggle(first.id, sub, true)
    expect(response.statusCode).toBe(200)
    expect(step(response.json(), first.id)).toMatchObject({
      status: 'in_progress',
      completed_date: null,
    })
  }
  const done = ChecklistSchema.parse((await toggle(first.id, subs.at(-1)!, true)).json())
  expect(step(done, first.id)).toMatchObject({ status: 'completed', completed_date: TODAY })
  expect(done.progress).toBe(17)

  const undone = ChecklistSchema.parse((await toggle(first.id, subs[0]!, false)).json())
  expect(step(undone, first.id)).toMatchObject({ status: 'in_progress', completed_date: null })
  expect(step(undone, first.id).sub_items[0]!.is_completed).toBe(false)
  expect(undone.progress).toBe(0)

  // §4: "otherwise in_progress", even with no sub-task left done.
  for (const sub of subs.slice(1)) await toggle(first.id, sub, false)
  expect(step(await read(), first.id).status).toBe('in_progress')
})

test('ticking a done sub-task again changes nothing', async () => {
  const { toggle, read } = await user()
  await toggle(first.id, first.subItems[0]!.id, true)
  await toggle(first.id, first.subItems[0]!.id, true)
  expect(step(await read(), first.id).sub_items.filter((sub) => sub.is_completed)).toHaveLength(1)
})

test('unknown steps and sub-tasks are 404; a body without is_completed is 400', async () => {
  const { toggle } = await user()
  expect((await toggle('no-such-step', 'interview', true)).statusCode).toBe(404)
  expect((await toggle(first.id, 'no-such-task', true)).statusCode).toBe(404)
  // A sub-task of another step is not this step's.
  expect((await toggle(first.id, CHECKLIST_STEPS[1]!.subItems[0]!.id, true)).statusCode).toBe(404)
  const bad = await toggle(first.id, first.subItems[0]!.id, 'yes')
  expect(bad.statusCode).toBe(400)
  expect(bad.json().is_completed).toBeDefined()
})

test('each account sees only its own progress', async () => {
  const a = await user()
  const b = await user()
  await a.toggle(first.id, first.subItems[0]!.id, true)
  await a.setStart('2027-01-01')
  const other = await b.read()
  expect(other.start_date).toBeNull()
  expect(step(other, first.id).status).toBe('pending')
})

test('concurrent toggles of every sub-task all count and complete the step', async () => {
  const { toggle, read } = await user()
  const responses = await Promise.all(first.subItems.map((sub) => toggle(first.id, sub.id, true)))
  expect(responses.map((response) => response.statusCode)).toEqual(first.subItems.map(() => 200))
  const checklist = await read()
  expect(step(checklist, first.id).sub_items.every((sub) => sub.is_completed)).toBe(true)
  expect(step(checklist, first.id)).toMatchObject({ status: 'completed', completed_date: TODAY })
})

test('merge: union of done sub-tasks, the account’s start date stands, twice is the same', async () => {
  const { toggle, setStart, merge } = await user()
  await setStart('2027-01-01')
  await toggle(first.id, first.subItems[0]!.id, true)
  const visitor = {
    start_date: '2027-05-05',
    items: [
      {
        id: first.id,
        status: 'in_progress',
        completed_date: null,
        completed_sub_items: first.subItems.slice(1).map((sub) => sub.id),
      },
      {
        id: CHECKLIST_STEPS[1]!.id,
        status: 'in_progress',
        completed_date: null,
        completed_sub_items: [CHECKLIST_STEPS[1]!.subItems[0]!.id, 'retired-task'],
      },
      {
        id: 'retired-step',
        status: 'completed',
        completed_date: '2026-01-01',
        completed_sub_items: [],
      },
    ],
  }
  const response = await merge(visitor)
  expect(response.statusCode).toBe(200)
  const merged = ChecklistSchema.parse(response.json())
  expect(merged.start_date).toBe('2027-01-01')
  expect(step(merged, first.id)).toMatchObject({ status: 'completed', completed_date: TODAY })
  expect(step(merged, CHECKLIST_STEPS[1]!.id).status).toBe('in_progress')
  expect(step(merged, CHECKLIST_STEPS[1]!.id).sub_items.filter((s) => s.is_completed)).toHaveLength(
    1,
  )
  expect((await merge(visitor)).json()).toEqual(merged)
})

test('merge takes the visitor’s start date when the account has none; a bad body is 400', async () => {
  const { merge, read } = await user()
  const response = await merge({ start_date: '2027-02-01', items: [] })
  expect(response.json().start_date).toBe('2027-02-01')
  expect((await read()).target_completion_date).toBe('2027-03-07')
  expect((await merge({ start_date: 'soon', items: [] })).statusCode).toBe(400)
  expect((await merge({ start_date: null })).statusCode).toBe(400)
})
