import { expect, test, vi } from 'vitest'
import { TimelineSchema, type Timeline } from '@hearth/shared/timeline'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp, type TestApp } from '../../test/test-app'
import { employerParty, employmentOf, helperParty, type Party } from '../leave/leave-fixtures'
import { scheduleTimelineReminders, sendTimelineReminders } from './timeline-reminders.task'

const t = useTestApp()
vi.setConfig({ testTimeout: 120_000 })

/** Moves the test clock to 10:00 in Hong Kong on `date`. */
function setToday(app: TestApp, date: string) {
  app.clock.advance(Date.parse(`${date}T02:00:00Z`) - app.clock.now().getTime())
}

/** ACTIVE from 1 Dec 2024 to 31 Dec 2026. */
async function setUp() {
  const employer = await employerParty(t)
  const helper = await helperParty(t)
  const employment = await employmentOf(t, employer, helper, {
    startDate: '2024-12-01',
    endDate: '2026-12-31',
    signedOn: '2024-11-01',
    activatedAt: new Date('2024-12-01T00:00:00Z'),
  })
  return { employer, helper, employment }
}

async function timelineOf(party: Party, employment: string, query = '', language = 'en') {
  return t.inject({
    method: 'GET',
    url: `/api/v1/employments/${employment}/timeline/${query}`,
    headers: { ...bearer(party.access), 'accept-language': language },
  })
}

async function setLanguage(party: Party, language: string) {
  const response = await t.inject({
    method: 'PATCH',
    url: '/api/v1/hirlab/belmount/user/',
    headers: bearer(party.access),
    payload: { language },
  })
  expect(response.statusCode, response.body).toBe(200)
}

test('lists the employment’s events with exact dates, oldest first', async () => {
  setToday(t, '2026-11-22')
  const { employer, employment } = await setUp()
  const response = await timelineOf(employer, employment)
  expect(response.statusCode, response.body).toBe(200)
  const timeline: Timeline = TimelineSchema.parse(response.json())
  expect(timeline).toMatchObject({ employment, today: '2026-11-22', from: '2024-12-01' })
  expect(timeline.to).toBe('2027-11-22')
  const others = timeline.events.filter((event) => event.kind !== 'payroll_due')
  expect(others.map((event) => [event.kind, event.date, event.status])).toEqual([
    ['contract_start', '2024-12-01', 'past'],
    // Leave years from the start; only those within 12 months of today.
    ['leave_year', '2025-12-01', 'past'],
    // 8 weeks before 31 Dec 2026.
    ['renewal_window', '2026-11-05', 'past'],
    // EO Part VA: 24 months from 1 Dec 2024 end on 30 Nov 2026; 5 years is after the contract.
    ['severance_threshold', '2026-11-30', 'upcoming'],
    ['leave_year', '2026-12-01', 'upcoming'],
    ['contract_end', '2026-12-31', 'upcoming'],
  ])
  expect(others.find((event) => event.date === '2026-12-01')).toMatchObject({
    title: 'Leave year 3 begins',
    link: `/employment-management/${employment}/leave`,
  })
  // EO s.23: 7 days after each month's end, from the 12 months before today to the contract's
  // end (EO s.25: 7 days after the last day).
  const payroll = timeline.events.filter((event) => event.kind === 'payroll_due')
  expect(payroll.map((event) => event.date)).toEqual([
    '2025-12-07',
    '2026-01-07',
    '2026-02-07',
    '2026-03-07',
    '2026-04-07',
    '2026-05-07',
    '2026-06-07',
    '2026-07-07',
    '2026-08-07',
    '2026-09-07',
    '2026-10-07',
    '2026-11-07',
    '2026-12-07',
    '2027-01-07',
  ])
  expect(payroll[0]).toMatchObject({
    title: 'Wages for November 2025 due',
    status: 'past',
    link: `/employment-management/${employment}/payroll`,
  })
  const dates = timeline.events.map((event) => event.date)
  expect(dates).toEqual([...dates].sort())
  expect(new Set(timeline.events.map((event) => event.key)).size).toBe(timeline.events.length)
  // Keys are stable from one call to the next.
  const again = TimelineSchema.parse((await timelineOf(employer, employment)).json())
  expect(again.events.map((event) => event.key)).toEqual(timeline.events.map((event) => event.key))
})

test('the helper sees the same events in their language, with their links; a window narrows them', async () => {
  setToday(t, '2026-11-22')
  const { helper, employment } = await setUp()
  const response = await timelineOf(helper, employment, '?from=2026-11-01&to=2026-12-31', 'zh-TW')
  expect(response.statusCode, response.body).toBe(200)
  const timeline = TimelineSchema.parse(response.json())
  expect(timeline.events.map((event) => [event.kind, event.date])).toEqual([
    ['renewal_window', '2026-11-05'],
    ['payroll_due', '2026-11-07'],
    ['severance_threshold', '2026-11-30'],
    ['leave_year', '2026-12-01'],
    ['payroll_due', '2026-12-07'],
    ['contract_end', '2026-12-31'],
  ])
  expect(timeline.events[1]).toMatchObject({ link: '/my-employment/payslips' })
  expect(timeline.events[3]).toMatchObject({
    title: '第 3 個假期年度開始',
    link: `/helper/${employment}/leave`,
  })
  const reversed = await timelineOf(helper, employment, '?from=2026-12-31&to=2026-11-01')
  expect(reversed.statusCode).toBe(400)
})

test('answers 404 to anyone but the employment’s two parties', async () => {
  const { employment } = await setUp()
  const stranger = await employerParty(t)
  const otherHelper = await helperParty(t)
  expect((await timelineOf(stranger, employment)).statusCode).toBe(404)
  expect((await timelineOf(otherHelper, employment)).statusCode).toBe(404)
  const anonymous = await t.inject({
    method: 'GET',
    url: `/api/v1/employments/${employment}/timeline/`,
  })
  expect(anonymous.statusCode).toBe(401)
})

test('a reminder goes to both parties once, in each one’s language, even when runs race', async () => {
  const { employer, helper } = await setUp()
  await setLanguage(helper, 'zh-TW')
  // Seven days before the 24 months are complete (30 Nov 2026).
  setToday(t, '2026-11-23')
  const before = t.outbox().length
  await Promise.all([sendTimelineReminders(t.app.deps), sendTimelineReminders(t.app.deps)])
  await sendTimelineReminders(t.app.deps)
  const mails = t.outbox().slice(before)
  const toEmployer = mails.filter((mail) => mail.to === employer.email)
  const toHelper = mails.filter((mail) => mail.to === helper.email)
  expect(toEmployer.map((mail) => mail.subject)).toEqual([
    'Reminder: 24 months of service on 30 Nov 2026',
  ])
  expect(toHelper.map((mail) => mail.subject)).toEqual(['提醒：2026年11月30日 服務滿 24 個月'])
  expect(toHelper[0]?.text).toContain('/my-employment')
  // The body writes the date as the pages do, too.
  expect(toEmployer[0]?.text).toContain('24 months of service (30 Nov 2026)')
  expect(toHelper[0]?.text).toContain('2026年11月30日')
  expect(toHelper[0]?.text).not.toContain('2026-11-30')
})

test('wages due reach the employer only, 3 days before; the daily task queues the next day once', async () => {
  const { employer, helper, employment } = await setUp()
  setToday(t, '2026-12-04')
  const before = t.outbox().length
  const first = await scheduleTimelineReminders(t.app.deps, 'today')
  expect(await scheduleTimelineReminders(t.app.deps, 'today')).toBeUndefined()
  expect(first).toBeDefined()
  await t.app.tasks.runDueTasks()
  await t.app.tasks.runDueTasks()
  const ours = () =>
    t
      .outbox()
      .slice(before)
      .filter((mail) => mail.to === employer.email || mail.to === helper.email)
  const mails = ours()
  // Wages for November are due on 7 December; the contract ends within 30 days (31 December).
  expect(
    mails
      .filter((mail) => mail.to === employer.email)
      .map((mail) => mail.subject)
      .sort(),
  ).toEqual([
    'Reminder: Contract ends on 31 Dec 2026',
    'Reminder: Wages for November 2026 due on 7 Dec 2026',
  ])
  const employerMail = mails.find((mail) => mail.subject.includes('Wages'))
  expect(employerMail?.text).toContain(`/employment-management/${employment}/timeline`)
  expect(mails.filter((mail) => mail.to === helper.email).map((mail) => mail.subject)).toEqual([
    'Reminder: Contract ends on 31 Dec 2026',
  ])
  // Tomorrow's run is queued (09:00 in Hong Kong) and only once.
  expect(await scheduleTimelineReminders(t.app.deps, 'tomorrow')).toBeUndefined()
  setToday(t, '2026-12-05')
  t.clock.advance(-3_600_000)
  await t.app.tasks.runDueTasks()
  expect(ours()).toHaveLength(mails.length)
})
