import { expect, test, vi } from 'vitest'
import { TimelineSchema } from '@hearth/shared/timeline'
import { employmentDocuments } from '../../db/schema'
import { newUid } from '../../lib/tokens'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import { calculated, patchRecord, payrollSetUp } from '../payroll/payroll-fixtures'
import { sendTimelineReminders } from './timeline-reminders.task'

// The timeline reads document expiries (employment-documents) and payroll months (payrolls)
// through their services: a finalised month shows as paid and sends no wages reminder.

const t = useTestApp()
vi.setConfig({ testTimeout: 120_000 })

test('document expiries and paid months join the timeline and its reminders', async () => {
  // 4 December 2026, 10:00 in Hong Kong.
  t.clock.advance(Date.parse('2026-12-04T02:00:00Z') - t.clock.now().getTime())
  const { employer, helper, employment } = await payrollSetUp(t, {
    salaryCents: 510_000,
    foodAllowanceCents: 123_600,
    startDate: '2024-12-01',
    endDate: '2026-12-31',
    signedOn: '2024-11-01',
  })
  const november = await calculated(t, employer, helper, employment, 2026, 11)
  const paid = await patchRecord(t, employer, november.uid, {
    payment_date: '2026-12-03',
    finalised: true,
  })
  expect(paid.statusCode, paid.body).toBe(200)
  const [contract] = await t.app.deps.db.query.employmentContracts.findMany({
    where: (c, { eq }) => eq(c.employmentUid, employment),
  })
  await t.app.deps.db.insert(employmentDocuments).values({
    uid: 'doc-visa',
    employmentUid: employment,
    employerProfileUid: contract!.employerProfileUid,
    helperProfileUid: contract!.helperProfileUid,
    type: 'visa',
    title: 'Visa',
    fileKey: `documents/${newUid()}`,
    fileName: 'visa.pdf',
    contentType: 'application/pdf',
    size: 1024,
    expiryDate: '2026-12-20',
    uploadedBy: 'employer',
  })

  const response = await t.inject({
    method: 'GET',
    url: `/api/v1/employments/${employment}/timeline/?from=2026-12-01&to=2026-12-31`,
    headers: bearer(employer.access),
  })
  expect(response.statusCode, response.body).toBe(200)
  const timeline = TimelineSchema.parse(response.json())
  expect(timeline.events.map((event) => [event.kind, event.date, event.title])).toEqual([
    ['leave_year', '2026-12-01', 'Leave year 3 begins'],
    ['payroll_due', '2026-12-07', 'Wages for November 2026 due'],
    ['document_expiry', '2026-12-20', 'Document expires: Visa'],
    ['contract_end', '2026-12-31', 'Contract ends'],
  ])
  expect(timeline.events[1]).toMatchObject({ detail: 'Paid on 3 December 2026.' })
  expect(timeline.events[2]).toMatchObject({
    key: `${employment}:document_expiry:doc-visa:2026-12-20`,
    link: '/manage-employment/documents',
  })

  const before = t.outbox().length
  await sendTimelineReminders(t.app.deps)
  const subjects = (to: string) =>
    t
      .outbox()
      .slice(before)
      .filter((mail) => mail.to === to)
      .map((mail) => mail.subject)
      .sort()
  // The November wages are paid: no reminder; the visa and the contract end reach both.
  expect(subjects(employer.email)).toEqual([
    'Reminder: Contract ends on 2026-12-31',
    'Reminder: Document expires: Visa on 2026-12-20',
  ])
  expect(subjects(helper.email)).toEqual([
    'Reminder: Contract ends on 2026-12-31',
    'Reminder: Document expires: Visa on 2026-12-20',
  ])
})
