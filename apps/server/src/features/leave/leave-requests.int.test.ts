import { expect, test, vi } from 'vitest'
import { bearer } from '../../test/accounts-fixtures'
import { useTestApp } from '../../test/test-app'
import {
  accrue,
  createdLeave,
  employerParty,
  employmentOf,
  helperParty,
  leaveInput,
  leaveSetUp,
  patchLeave,
  postLeave,
} from './leave-fixtures'

const t = useTestApp()
// Each test signs up two to four accounts: on a loaded 2-core machine that can pass 30 s.
vi.setConfig({ testTimeout: 120_000 })

test('the helper requests leave; the answer carries the working days', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  await accrue(t, employer, helper.profileUid)
  const created = await createdLeave(t, helper, leaveInput(employment))
  expect(created).toMatchObject({
    status_type: 'SU',
    status_type_display: 'Submitted',
    leave_type_code: 'AN',
    leave_type_name: 'Annual leave',
    duration_type: 'FD',
    duration_type_display: 'Full day',
    days: 5,
    employment,
    document1: null,
    documents: [],
  })
  const list = await t.inject({
    method: 'GET',
    url: `/api/v1/leaves/requests/leaves-for-employment/?employment_uid=${employment}`,
    headers: bearer(employer.access),
  })
  expect(list.statusCode).toBe(200)
  expect(list.json().map((row: { id: number }) => row.id)).toEqual([created.id])
})

test('rest days and statutory holidays inside the range are not counted', async () => {
  const { helper, employment } = await leaveSetUp(t)
  // Sick leave (no balance needed), Mon 21 Dec – Sun 27 Dec 2026 with Sundays off: Winter
  // Solstice Tue 22 Dec and the first weekday after Christmas Sat 26 Dec are holidays.
  const sick = await createdLeave(
    t,
    helper,
    leaveInput(employment, {
      leave_type_code: 'SL',
      from_date: '2026-12-21',
      to_date: '2026-12-27',
    }),
  )
  expect(sick.days).toBe(4)
  // A helper whose rest day is Saturday: the same week loses Saturday 26 Dec to both rules
  // and Sunday 27 Dec, the substitute for the 26th, too.
  const employer = await employerParty(t)
  const other = await helperParty(t)
  const saturday = await employmentOf(t, employer, other, { excludeDayType: 6 })
  const moved = await createdLeave(
    t,
    other,
    leaveInput(saturday, { leave_type_code: 'NP', from_date: '2026-12-21', to_date: '2026-12-27' }),
  )
  expect(moved.days).toBe(4)
})

test('a half day counts 0.5 and only on one date', async () => {
  const { helper, employment } = await leaveSetUp(t)
  const half = await createdLeave(
    t,
    helper,
    leaveInput(employment, {
      leave_type_code: 'NP',
      from_date: '2026-12-08',
      to_date: '2026-12-08',
      duration_type: 'AM',
    }),
  )
  expect(half.days).toBe(0.5)
  const two = await postLeave(t, helper, leaveInput(employment, { duration_type: 'PM' }))
  expect(two.statusCode).toBe(400)
  expect(two.json().duration_type).toEqual([
    'A morning or afternoon leave starts and ends on the same day.',
  ])
})

test('dates, type and reason are checked', async () => {
  const { helper, employment } = await leaveSetUp(t)
  const cases: [Record<string, unknown>, string, string][] = [
    [
      { from_date: '2026-11-21', to_date: '2026-11-23' },
      'from_date',
      'The leave cannot start before today.',
    ],
    [
      { from_date: '2026-12-10', to_date: '2026-12-09' },
      'to_date',
      'To date must be on or after from date.',
    ],
    [{ reason: '  ' }, 'reason', 'Please give a reason.'],
    [{ leave_type_code: 'XX' }, 'leave_type_code', 'Choose one of the options.'],
    [
      { from_date: '2026-12-13', to_date: '2026-12-13', leave_type_code: 'SL' },
      'from_date',
      'These dates are all rest days or holidays: no leave is needed.',
    ],
  ]
  for (const [overrides, field, message] of cases) {
    const response = await postLeave(t, helper, leaveInput(employment, overrides))
    expect(response.statusCode, JSON.stringify(overrides)).toBe(400)
    expect(response.json()[field]).toEqual([message])
  }
})

test('the apply form’s other and public_holiday are mapped to no-pay and annual leave', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  await accrue(t, employer, helper.profileUid)
  const other = await createdLeave(
    t,
    helper,
    leaveInput(employment, {
      leave_type_code: 'other',
      from_date: '2027-01-04',
      to_date: '2027-01-04',
    }),
  )
  expect(other).toMatchObject({ leave_type_code: 'NP', days: 1 })
  const holiday = await createdLeave(
    t,
    helper,
    leaveInput(employment, {
      leave_type_code: 'public_holiday',
      from_date: '2026-12-25',
      to_date: '2026-12-25',
    }),
  )
  expect(holiday).toMatchObject({ leave_type_code: 'AN', days: 1 })
})

test('annual leave above the available balance is refused with the figures', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  const none = await postLeave(t, helper, leaveInput(employment))
  expect(none.statusCode).toBe(400)
  expect(none.json().to_date).toEqual([
    'This request needs 5 days of annual leave, but only 0 are available.',
  ])
  await accrue(t, employer, helper.profileUid)
  await createdLeave(t, helper, leaveInput(employment))
  // 7 granted, 5 pending: 2 left, so three more days are refused.
  const more = await postLeave(
    t,
    helper,
    leaveInput(employment, { from_date: '2027-01-04', to_date: '2027-01-06' }),
  )
  expect(more.statusCode).toBe(400)
  expect(more.json().detail).toBe(
    'This request needs 3 days of annual leave, but only 2 are available.',
  )
})

test('only the employment’s helper requests leave; anyone else is 403 or 404', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  const asEmployer = await postLeave(t, employer, leaveInput(employment, { leave_type_code: 'SL' }))
  expect(asEmployer.statusCode).toBe(403)
  const otherHelper = await helperParty(t)
  const otherEmployer = await employerParty(t)
  for (const stranger of [otherHelper, otherEmployer]) {
    const response = await postLeave(t, stranger, leaveInput(employment, { leave_type_code: 'SL' }))
    expect(response.statusCode).toBe(404)
    const list = await t.inject({
      method: 'GET',
      url: `/api/v1/leaves/requests/leaves-for-employment/?employment_uid=${employment}`,
      headers: bearer(stranger.access),
    })
    expect(list.statusCode).toBe(404)
  }
  expect(helper.profileUid).not.toBe(otherHelper.profileUid)
})

test('the helper edits a submitted request; days are counted again', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  await accrue(t, employer, helper.profileUid)
  const created = await createdLeave(t, helper, leaveInput(employment))
  const put = await t.inject({
    method: 'PUT',
    url: `/api/v1/leaves/requests/${created.id}/`,
    headers: bearer(helper.access),
    payload: leaveInput(employment, { to_date: '2026-12-09', reason: 'Shorter trip' }),
  })
  expect(put.statusCode, put.body).toBe(200)
  expect(put.json()).toMatchObject({ days: 3, reason: 'Shorter trip', status_type: 'SU' })
  const patch = await t.inject({
    method: 'PATCH',
    url: `/api/v1/leaves/requests/${created.id}/`,
    headers: bearer(helper.access),
    payload: { to_date: '2026-12-07', duration_type: 'PM' },
  })
  expect(patch.statusCode, patch.body).toBe(200)
  expect(patch.json()).toMatchObject({ days: 0.5, duration_type: 'PM' })
  const byEmployer = await t.inject({
    method: 'PATCH',
    url: `/api/v1/leaves/requests/${created.id}/`,
    headers: bearer(employer.access),
    payload: { reason: 'Not mine to change' },
  })
  expect(byEmployer.statusCode).toBe(403)
  const stranger = await helperParty(t)
  const byStranger = await t.inject({
    method: 'PATCH',
    url: `/api/v1/leaves/requests/${created.id}/`,
    headers: bearer(stranger.access),
    payload: { reason: 'Not mine either' },
  })
  expect(byStranger.statusCode).toBe(404)
})

test('a request may not share a day with leave taken or awaiting a decision, but a morning and an afternoon may', async () => {
  const { employer, helper, employment } = await leaveSetUp(t)
  await accrue(t, employer, helper.profileUid)
  // Mon 7 – Fri 11 December 2026, submitted.
  const week = await createdLeave(t, helper, leaveInput(employment))
  const overlapping = await postLeave(
    t,
    helper,
    leaveInput(employment, {
      leave_type_code: 'SL',
      from_date: '2026-12-10',
      to_date: '2026-12-14',
    }),
  )
  expect(overlapping.statusCode, overlapping.body).toBe(409)
  expect(overlapping.json().detail).toBe('This employment already has leave on some of these days.')

  // The morning and the afternoon of one day are two requests; a second morning is not.
  const day = { from_date: '2026-12-15', to_date: '2026-12-15' }
  await createdLeave(t, helper, leaveInput(employment, { ...day, duration_type: 'AM' }))
  await createdLeave(t, helper, leaveInput(employment, { ...day, duration_type: 'PM' }))
  const again = await postLeave(t, helper, leaveInput(employment, { ...day, duration_type: 'AM' }))
  expect(again.statusCode).toBe(409)

  // An edit that would run into the half days is refused; cancelled leave frees its days.
  const moved = await patchLeave(t, helper, week.id, { to_date: '2026-12-15' })
  expect(moved.statusCode, moved.body).toBe(409)
  const cancelled = await patchLeave(t, helper, week.id, { status_type: 'CA' })
  expect(cancelled.statusCode, cancelled.body).toBe(200)
  const instead = await postLeave(
    t,
    helper,
    leaveInput(employment, { from_date: '2026-12-09', to_date: '2026-12-10' }),
  )
  expect(instead.statusCode, instead.body).toBe(201)
})
