import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, test, vi } from 'vitest'
import { CHECKLIST_STEPS } from '@hearth/shared/checklist-steps'
import { formatHongKongDate } from '@hearth/shared/format-date'
import type { PayrollRecord } from '@hearth/shared/payrolls'
import type { CheckoutSessionStatus, Payment } from '@hearth/shared/plans'
import type { Timeline } from '@hearth/shared/timeline'
import { backgroundTasks, employmentDocuments } from '../../db/schema'
import { newUid } from '../../lib/tokens'
import { bearer, login, signedInUser } from '../../test/accounts-fixtures'
import { insertHelper, signedInEmployer } from '../../test/helper-fixtures'
import { pdfText } from '../../test/pdf-text'
import { useTestApp } from '../../test/test-app'
import { accessNoticeTask } from '../access/access-reminders.task'
import { checkoutSession, DAY_MS, payTestCheckout } from '../access/checkout-fixtures'
import { createdContract, employmentsOf } from '../contracts/employments-fixtures'
import { documentFields, listDocuments, upload, uploaded } from '../documents/documents-fixtures'
import { employerOnPlan, get, helperWithProfile, postedJob } from '../jobs/jobs-fixtures'
import {
  balanceOf,
  employerParty,
  employmentOf,
  helperParty,
  leaveInput,
  postLeave,
  type Party,
} from '../leave/leave-fixtures'
import {
  calculated,
  createdAdjustment,
  listRecords,
  patchRecord,
  payrollSetUp,
} from '../payroll/payroll-fixtures'
import {
  scheduleTimelineReminders,
  sendTimelineReminders,
} from '../timeline/timeline-reminders.task'

// Issue 27 item 3: every date the server writes as a calendar date, or derives from "today", is
// the Hong Kong one. Hong Kong is UTC+8, so from 00:00 to 08:00 there the UTC date is still the
// day before: "Finalised on" once read 27 Nov for a payroll finalised at 07:34 on 28 Nov. Each
// check runs twice on Saturday 28 Nov 2026 in Hong Kong: at 07:34 (23:34 UTC on the 27th) and
// at 23:59 (15:59 UTC on the 28th), the first and the last minute of the day worth pinning.

const t = useTestApp()
// Each test signs up a few accounts: on a loaded 2-core machine that can pass 30 s.
vi.setConfig({ testTimeout: 120_000 })

/** The Hong Kong day every check below expects. */
const TODAY = '2026-11-28'
const YESTERDAY = '2026-11-27'
const TOMORROW = '2026-11-29'

const EDGES = [
  {
    name: 'at 07:34, while UTC is still on the 27th',
    key: 'Morning',
    at: '2026-11-27T23:34:00.000Z',
    hk: '07:34',
  },
  {
    name: 'at 23:59, its last minute',
    key: 'Midnight',
    at: '2026-11-28T15:59:00.000Z',
    hk: '23:59',
  },
] as const

/** Moves the test clock forward to `instant` (never back: sessions and limits keep time). */
function moveClockTo(instant: string) {
  const ms = Date.parse(instant) - t.clock.now().getTime()
  if (ms < 0) throw new Error(`The test clock is already past ${instant}`)
  t.clock.advance(ms)
}

/** An instant as the pages write it (the web's "Finalised on", "Paid on", "Uploaded"). */
function shownAs(instant: string | null | undefined): string | null {
  return instant ? formatHongKongDate(instant, 'en') : null
}

function mailsTo(email: string) {
  return t.outbox().filter((mail) => mail.to === email)
}

async function timelineOf(party: Party, employment: string): Promise<Timeline> {
  const response = await t.inject({
    method: 'GET',
    url: `/api/v1/employments/${employment}/timeline/`,
    headers: { ...bearer(party.access), 'accept-language': 'en' },
  })
  expect(response.statusCode, response.body).toBe(200)
  return response.json()
}

function postAsEmployer(party: Party, url: string, payload: Record<string, unknown>) {
  return t.inject({ method: 'POST', url, headers: bearer(party.access), payload })
}

describe.each(EDGES)('on 28 Nov in Hong Kong $name', (edge) => {
  beforeAll(() => moveClockTo(edge.at))

  test('a payroll record finalised now is finalised on the Hong Kong day, and entered on it', async () => {
    const { employer, helper, employment } = await payrollSetUp(t)
    const draft = await calculated(t, employer, helper, employment, 2026, 10)
    expect(draft.input_date).toBe(TODAY)
    const bonus = await createdAdjustment(t, employer, {
      employment,
      adjustment_amount: '300',
      description: 'Festival bonus',
      effective_date: '2026-10-20',
    })
    expect(bonus.input_date).toBe(TODAY)

    const response = await patchRecord(t, employer, draft.uid, {
      payment_date: TODAY,
      finalised: true,
    })
    expect(response.statusCode, response.body).toBe(200)
    const record = response.json<PayrollRecord>()
    expect(record).toMatchObject({ finalised: true, payment_date: TODAY, input_date: TODAY })
    expect(record.finalised_at).toBe(t.clock.now().toISOString())
    expect(shownAs(record.finalised_at)).toBe('28 Nov 2026')

    // The helper's payslip and the timeline read the same day.
    const payslips = await listRecords(t, helper, employment)
    expect(payslips.statusCode, payslips.body).toBe(200)
    const [payslip] = payslips.json<PayrollRecord[]>()
    expect(shownAs(payslip?.finalised_at)).toBe('28 Nov 2026')
    const october = (await timelineOf(employer, employment)).events.find(
      (event) => event.kind === 'payroll_due' && event.date === '2026-11-07',
    )
    expect(october?.detail).toBe('Paid on 28 Nov 2026.')
  })

  test('a plan bought now is paid on the Hong Kong day and ends on the Hong Kong day 30 days on', async () => {
    const employer = await signedInEmployer(t, false)
    const { sessionId } = await checkoutSession(t, employer.access, 'monthly')
    const paid = await payTestCheckout(t, employer.access, sessionId)
    expect(paid.statusCode, paid.body).toBe(200)
    const now = t.clock.now()
    const end = new Date(now.getTime() + 30 * DAY_MS).toISOString()
    const status = paid.json<CheckoutSessionStatus>()
    expect(status.access_end_date).toBe(end)
    expect(shownAs(status.access_end_date)).toBe('28 Dec 2026')

    const payments = await t.inject({
      method: 'GET',
      url: '/api/v1/hirlabusers/payments/',
      headers: bearer(employer.access),
    })
    expect(payments.statusCode, payments.body).toBe(200)
    const [payment] = payments.json<Payment[]>()
    expect(payment).toMatchObject({
      paid_at: now.toISOString(),
      access_start: now.toISOString(),
      access_end: end,
    })
    expect(shownAs(payment!.paid_at)).toBe('28 Nov 2026')
    const session = await t.inject({
      method: 'GET',
      url: '/api/v1/hirlab/belmount/user/',
      headers: bearer(employer.access),
    })
    expect(shownAs(session.json().profile.access_end_date)).toBe('28 Dec 2026')

    // The receipt: named and dated by the Hong Kong day, its period in Hong Kong time.
    const receipt = await t.inject({
      method: 'GET',
      url: `${payment!.receipt_url}?lang=en`,
      headers: bearer(employer.access),
    })
    expect(receipt.statusCode, receipt.body).toBe(200)
    expect(receipt.headers['content-disposition']).toBe(
      `attachment; filename="hearth-receipt-${TODAY}-monthly.pdf"`,
    )
    const text = await pdfText(receipt.rawPayload)
    expect(text).toContain(`${TODAY} ${edge.hk}`)
    expect(text).toContain(`2026-12-28 ${edge.hk}`)
    expect(text).not.toContain(YESTERDAY)

    // The e-mail 3 days before the end names the end's Hong Kong day.
    await accessNoticeTask.run(
      t.app.deps,
      { userUid: employer.user.id, endsAt: end, kind: 'soon' },
      { id: 0, attempt: 1, maxAttempts: 1, log: t.app.log },
    )
    expect(mailsTo(employer.email).at(-1)?.text).toContain(
      'Your access to Hearth ends on 28 Dec 2026 (Hong Kong time).',
    )
  })

  describe('an employment with documents, from 28 Nov 2025 to 22 Jan 2027', () => {
    let employer: Party
    let helper: Party
    let employment: string

    beforeAll(async () => {
      employer = await employerParty(t)
      helper = await helperParty(t)
      // Leave year 2 begins on 28 Nov 2026; the renewal window opened on the 27th (8 weeks before
      // the end).
      employment = await employmentOf(t, employer, helper, {
        startDate: '2025-11-28',
        endDate: '2027-01-22',
        signedOn: '2025-11-01',
        activatedAt: new Date('2025-11-28T02:00:00Z'),
      })
      for (const [type, title, expiry] of [
        ['visa', 'Employment visa', TODAY],
        ['passport', 'Passport', TOMORROW],
        ['insurance', 'Insurance policy', '2026-12-28'],
      ] as const)
        await uploaded(
          t,
          employer,
          documentFields(employment, { type, title, expiry_date: expiry }),
        )
      // Uploaded a week ago; it expired yesterday.
      await t.app.deps.db.insert(employmentDocuments).values({
        uid: newUid(),
        employmentUid: employment,
        employerProfileUid: employer.profileUid,
        helperProfileUid: helper.profileUid,
        type: 'medical',
        title: 'Medical report',
        fileKey: 'employment-documents/medical.pdf',
        fileName: 'medical.pdf',
        contentType: 'application/pdf',
        size: 36,
        expiryDate: YESTERDAY,
        uploadedBy: 'employer',
        createdAt: new Date('2026-11-20T02:00:00Z'),
      })
    })

    test('a document may expire today but not yesterday, is uploaded today and expired only from tomorrow', async () => {
      const past = await upload(
        t,
        employer,
        documentFields(employment, { type: 'contract', expiry_date: YESTERDAY }),
      )
      expect(past.statusCode).toBe(400)
      expect(past.json().expiry_date).toEqual(['The expiry date cannot be in the past.'])
      const contract = await uploaded(
        t,
        helper,
        documentFields(employment, { type: 'contract', title: 'Contract' }),
      )
      expect(contract).toMatchObject({ expiry_date: null, status: 'active' })
      expect(contract.uploaded_at).toBe(t.clock.now().toISOString())
      expect(shownAs(contract.uploaded_at)).toBe('28 Nov 2026')

      const listed = await listDocuments(t, employer, employment)
      expect(listed.statusCode, listed.body).toBe(200)
      const statuses = Object.fromEntries(
        listed
          .json<{ title: string; status: string }[]>()
          .map((document) => [document.title, document.status]),
      )
      expect(statuses).toEqual({
        Contract: 'active',
        'Employment visa': 'active',
        Passport: 'active',
        'Insurance policy': 'active',
        'Medical report': 'expired',
      })
    })

    test('the timeline’s today is the Hong Kong day: its events are past, today or upcoming by it', async () => {
      const timeline = await timelineOf(employer, employment)
      expect(timeline).toMatchObject({ today: TODAY, from: '2025-11-28', to: '2027-11-28' })
      const around = timeline.events
        .filter((event) => event.date >= YESTERDAY && event.date <= TOMORROW)
        .map((event) => [event.kind, event.date, event.status, event.title])
      expect(around).toEqual([
        ['renewal_window', YESTERDAY, 'past', 'Renewal window opens'],
        ['document_expiry', YESTERDAY, 'past', 'Document expires: Medical report'],
        ['document_expiry', TODAY, 'today', 'Document expires: Employment visa'],
        ['leave_year', TODAY, 'today', 'Leave year 2 begins'],
        ['document_expiry', TOMORROW, 'upcoming', 'Document expires: Passport'],
      ])
      // The helper reads the same day.
      expect((await timelineOf(helper, employment)).today).toBe(TODAY)
    })

    test('reminders go out for events from today to the lead time, counted from the Hong Kong day', async () => {
      const before = mailsTo(employer.email).length
      await sendTimelineReminders(t.app.deps)
      const subjects = mailsTo(employer.email)
        .slice(before)
        .map((mail) => mail.subject)
        .sort()
      // Yesterday's events are past; the insurance expiry is exactly 30 days (its lead) away.
      expect(subjects).toEqual(
        [
          'Reminder: Document expires: Employment visa on 28 Nov 2026',
          'Reminder: Leave year 2 begins on 28 Nov 2026',
          'Reminder: Document expires: Passport on 29 Nov 2026',
          'Reminder: Document expires: Insurance policy on 28 Dec 2026',
        ].sort(),
      )
      // The next daily run is tomorrow's, at 09:00 in Hong Kong.
      await scheduleTimelineReminders(t.app.deps, 'tomorrow')
      const runs = await t.app.deps.db
        .select({ key: backgroundTasks.uniqueKey, runAt: backgroundTasks.runAt })
        .from(backgroundTasks)
        .where(eq(backgroundTasks.name, 'timeline.reminders'))
      expect(runs.map((run) => [run.key, run.runAt.toISOString()])).toEqual([
        [`timeline-reminders:${TOMORROW}`, `${TOMORROW}T01:00:00.000Z`],
      ])
    })
  })

  test('leave may start today, not yesterday; accrual, adjustments and balances are as of today', async () => {
    const employer = await employerParty(t)
    const helper = await helperParty(t)
    // The first leave year runs from 29 Nov 2025 to today.
    const employment = await employmentOf(t, employer, helper, {
      startDate: '2025-11-29',
      signedOn: '2025-11-01',
      activatedAt: new Date('2025-11-29T02:00:00Z'),
    })
    const listed = (await employmentsOf(t, employer.access)).find((item) => item.uid === employment)
    expect(listed?.leave_accrual_due).toEqual({ leave_years: [1], days: 7 })

    const accrual = { helper_profile: helper.profileUid, employment }
    const past = await postAsEmployer(employer, '/api/v1/leaves/yearly-leaveaccrue/', {
      ...accrual,
      calculation_date: YESTERDAY,
    })
    expect(past.statusCode).toBe(400)
    expect(past.json().calculation_date).toEqual(['The calculation date cannot be in the past.'])
    const accrued = await postAsEmployer(employer, '/api/v1/leaves/yearly-leaveaccrue/', {
      ...accrual,
      calculation_date: TODAY,
    })
    expect(accrued.statusCode, accrued.body).toBe(200)
    expect(accrued.json().granted).toEqual([{ leave_year: 1, days: 7, granted_for: TODAY }])

    const adjustment = await postAsEmployer(employer, '/api/v1/leaves/adjustments/', {
      employment,
      adjustment_amount: 1,
      reason: 'Worked on a rest day',
    })
    expect(adjustment.statusCode, adjustment.body).toBe(201)
    expect(adjustment.json().effective_date).toBe(TODAY)
    const balance = await balanceOf(t, helper, employment)
    expect(balance).toMatchObject({ as_of: TODAY, annual: { granted: 7, adjustments: 1 } })
    // Yesterday neither the year's leave nor the adjustment had counted.
    expect((await balanceOf(t, helper, employment, YESTERDAY)).annual).toMatchObject({
      granted: 0,
      adjustments: 0,
    })

    const yesterday = await postLeave(
      t,
      helper,
      leaveInput(employment, { from_date: YESTERDAY, to_date: YESTERDAY }),
    )
    expect(yesterday.statusCode).toBe(400)
    expect(yesterday.json().from_date).toEqual(['The leave cannot start before today.'])
    const today = await postLeave(
      t,
      helper,
      leaveInput(employment, { from_date: TODAY, to_date: TODAY }),
    )
    expect(today.statusCode, today.body).toBe(201)
    expect(today.json()).toMatchObject({ from_date: TODAY, to_date: TODAY, days: 1 })
    expect(shownAs(today.json().created_at)).toBe('28 Nov 2026')
    expect(mailsTo(employer.email).at(-1)?.text).toContain(
      'asked for Annual leave from 28 Nov 2026 to 28 Nov 2026 (1 day).',
    )
    expect((await balanceOf(t, employer, employment)).annual).toMatchObject({
      balance: 8,
      pending: 1,
    })
  })

  test('a contract made now is signed today; an employment ending today is active, one that ended yesterday is not', async () => {
    const employer = await employerParty(t)
    const [signing, lastDay, ended] = [
      await helperParty(t),
      await helperParty(t),
      await helperParty(t),
    ]
    const contract = await createdContract(t, employer.access, signing.email)
    expect(contract.signed_on).toBe(TODAY)
    const endsToday = await employmentOf(t, employer, lastDay, { endDate: TODAY })
    const endedYesterday = await employmentOf(t, employer, ended, { endDate: YESTERDAY })
    const statuses = new Map(
      (await employmentsOf(t, employer.access)).map((item) => [item.uid, item.status]),
    )
    expect(statuses.get(endsToday)).toBe('active')
    expect(statuses.get(endedYesterday)).toBe('inactive')
  })

  test('a job may be posted to start today, and is created today', async () => {
    const employer = await employerOnPlan(t)
    const posting = await postedJob(t, employer, { expected_start_date: TODAY })
    expect(posting.expected_start_date).toBe(TODAY)
    expect(shownAs(posting.created_at)).toBe('28 Nov 2026')
  })

  test('a helper is a year older on her birthday, and “in Hong Kong from tomorrow” means from the 29th', async () => {
    const name = `Kaarawan${edge.key}`
    const staying = await insertHelper(t, {
      lastName: name,
      birthdate: '1990-11-28',
      lastDateInHongkong: TOMORROW,
      contractStatus: 'Finished Contract',
    })
    await insertHelper(t, {
      lastName: name,
      birthdate: '1990-11-29',
      lastDateInHongkong: TODAY,
      contractStatus: 'Finished Contract',
    })
    const search = async (query: string) => {
      const response = await t.inject({
        method: 'GET',
        url: `/api/v1/helpers/profiles/?q=${name}${query}`,
      })
      expect(response.statusCode, response.body).toBe(200)
      return response.json<{ results: { id: string; age: number }[] }>().results
    }
    expect((await search('')).map((item) => item.age).sort()).toEqual([35, 36])
    expect(await search('&hk_available=true')).toEqual([
      expect.objectContaining({ id: staying.uid, age: 36 }),
    ])
  })

  test('a checklist step finished now is completed today', async () => {
    const { access } = await signedInUser(t, 'helper')
    const step = CHECKLIST_STEPS[0]!
    for (const sub of step.subItems) {
      const response = await t.inject({
        method: 'PATCH',
        url: `/api/v1/checklist/items/${step.id}/sub-items/${sub.id}/`,
        headers: bearer(access),
        payload: { is_completed: true },
      })
      expect(response.statusCode, response.body).toBe(200)
    }
    const checklist = await t.inject({
      method: 'GET',
      url: '/api/v1/checklist/',
      headers: bearer(access),
    })
    expect(checklist.json().items[0]).toMatchObject({ status: 'completed', completed_date: TODAY })
  })
})

describe('a Hong Kong day runs from 00:00 to 23:59 Hong Kong time', () => {
  test('a helper’s views of a posting count once from 07:34 to 23:59 HKT, and again after midnight', async () => {
    // Sunday 29 Nov in Hong Kong, 07:34 (23:34 UTC on the 28th).
    moveClockTo('2026-11-28T23:34:00.000Z')
    const owner = await employerOnPlan(t, 'premium')
    const posting = await postedJob(t, owner)
    const helper = await helperWithProfile(t)
    const signIn = async (email: string) => {
      const response = await login(t, email)
      expect(response.statusCode, response.body).toBe(200)
      return response.json<{ access: string }>().access
    }
    const viewAndCount = async () => {
      const seen = await get(t, `/jobs/${posting.uid}/`, await signIn(helper.email))
      expect(seen.statusCode, seen.body).toBe(200)
      const own = await get(t, `/employer/postings/${posting.uid}`, await signIn(owner.email))
      return own.json<{ view_count: number }>().view_count
    }
    expect(await viewAndCount()).toBe(1)
    // 23:59 on the 29th in Hong Kong: the same day, though UTC has moved on to the 29th.
    moveClockTo('2026-11-29T15:59:00.000Z')
    expect(await viewAndCount()).toBe(1)
    // 00:01 on the 30th in Hong Kong: a new day.
    moveClockTo('2026-11-29T16:01:00.000Z')
    expect(await viewAndCount()).toBe(2)
  })
})
