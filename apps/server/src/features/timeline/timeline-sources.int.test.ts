import { expect, test, vi } from 'vitest'
import { TimelineSchema } from '@hearth/shared/timeline'
import { employmentDocuments } from '../../db/schema'
import { newUid } from '../../lib/tokens'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp, type TestApp } from '../../test/test-app'
import { documentFields, uploaded } from '../documents/documents-fixtures'
import { employerParty, employmentOf, helperParty } from '../leave/leave-fixtures'
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
  expect(timeline.events[1]).toMatchObject({ detail: 'Paid on 3 Dec 2026.' })
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
    'Reminder: Contract ends on 31 Dec 2026',
    'Reminder: Document expires: Visa on 20 Dec 2026',
  ])
  expect(subjects(helper.email)).toEqual([
    'Reminder: Contract ends on 31 Dec 2026',
    'Reminder: Document expires: Visa on 20 Dec 2026',
  ])
})

/** Moves the test clock to 10:00 in Hong Kong on `date`. */
function setToday(app: TestApp, date: string) {
  app.clock.advance(Date.parse(`${date}T02:00:00Z`) - app.clock.now().getTime())
}

test('a renewed document’s expiry says it was renewed and sends no reminder', async () => {
  setToday(t, '2026-12-04')
  const employer = await employerParty(t)
  const helper = await helperParty(t)
  const employment = await employmentOf(t, employer, helper, {
    startDate: '2024-12-01',
    endDate: '2026-12-31',
    signedOn: '2024-11-01',
    activatedAt: new Date('2024-12-01T00:00:00Z'),
  })
  // Uploaded earlier: a visa that has expired, a passport and an insurance policy about to.
  const expiring = { visa: '2026-11-30', passport: '2026-12-20', insurance: '2026-12-24' }
  for (const [type, expiryDate] of Object.entries(expiring)) {
    await t.app.deps.db.insert(employmentDocuments).values({
      uid: newUid(),
      employmentUid: employment,
      employerProfileUid: employer.profileUid,
      helperProfileUid: helper.profileUid,
      type,
      title: type,
      fileKey: `documents/${newUid()}`,
      fileName: `${type}.pdf`,
      contentType: 'application/pdf',
      size: 1024,
      expiryDate,
      uploadedBy: 'employer',
      createdAt: new Date('2026-01-05T02:00:00Z'),
    })
  }
  // Today the visa and the passport are renewed.
  await uploaded(
    t,
    helper,
    documentFields(employment, { title: 'visa', expiry_date: '2028-11-30' }),
  )
  await uploaded(
    t,
    employer,
    documentFields(employment, { type: 'passport', title: 'passport', expiry_date: '2036-12-20' }),
  )

  const timelineIn = async (language: string) => {
    const response = await t.inject({
      method: 'GET',
      url: `/api/v1/employments/${employment}/timeline/?from=2026-11-01&to=2026-12-31`,
      headers: { ...bearer(employer.access), 'accept-language': language },
    })
    expect(response.statusCode, response.body).toBe(200)
    return TimelineSchema.parse(response.json()).events.filter(
      (event) => event.kind === 'document_expiry',
    )
  }
  expect((await timelineIn('en')).map((event) => [event.date, event.status, event.detail])).toEqual(
    [
      ['2026-11-30', 'past', 'Renewed: the new document is valid until 30 Nov 2028.'],
      ['2026-12-20', 'upcoming', 'Renewed: the new document is valid until 20 Dec 2036.'],
      ['2026-12-24', 'upcoming', 'Upload the renewed document before it expires on 24 Dec 2026.'],
    ],
  )
  expect((await timelineIn('zh-TW')).map((event) => event.detail)).toEqual([
    '已續期：新文件有效至 2028年11月30日。',
    '已續期：新文件有效至 2036年12月20日。',
    '請在文件於 2026年12月24日 到期前上載續期後的文件。',
  ])

  const before = t.outbox().length
  await sendTimelineReminders(t.app.deps)
  const documentReminders = (to: string) =>
    t
      .outbox()
      .slice(before)
      .filter((mail) => mail.to === to && mail.subject.includes('Document'))
      .map((mail) => mail.subject)
  // The passport's renewal is uploaded: only the insurance policy is reminded of.
  expect(documentReminders(employer.email)).toEqual([
    'Reminder: Document expires: insurance on 24 Dec 2026',
  ])
  expect(documentReminders(helper.email)).toEqual([
    'Reminder: Document expires: insurance on 24 Dec 2026',
  ])
})
