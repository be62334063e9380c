import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { HALF_DAY_ONE_DATE, TO_BEFORE_FROM } from '@hearth/shared/leaves'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { makeEmployment } from './employment-test-utils'
import { HelperLeavePage } from './leave-helper-page'
import { START_IN_PAST, validateLeaveForm } from './leave-request-dialog'
import {
  EMPLOYMENT,
  TODAY,
  day,
  leaveReads,
  makeAdjustment,
  makeBalance,
  makeLeave,
} from './leave-test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

function renderHelperLeave() {
  signInAs(makeHelperUser(true))
  return renderPage(<HelperLeavePage />, {
    route: `/helper/${EMPLOYMENT}/leave?name=Amy%20Chan&helper_profile=h1`,
    path: '/helper/:employmentId/leave',
    withAuth: true,
  })
}

/** The figures of a definition list: each label with the value after it. */
function figuresOf(region: HTMLElement): string[] {
  return Array.from(region.querySelectorAll('dt')).map(
    (dt) => `${dt.textContent ?? ''}=${dt.nextElementSibling?.textContent ?? ''}`,
  )
}

/** The message shown beside a field (its aria-describedby error). */
function errorOf(field: HTMLElement): string {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? []
  const error = ids.find((id) => id.endsWith('-error'))
  return error ? (document.getElementById(error)?.textContent ?? '') : ''
}

test('the balance card shows the API’s figures; adjustments and the holiday substitute are listed', async () => {
  stubApi(
    makeHelperUser(true),
    leaveReads([makeLeave()], {
      balance: makeBalance(),
      adjustments: [makeAdjustment({ adjustment_amount: 2.5, reason: 'Carried over' })],
    }),
  )
  renderHelperLeave()
  const card = await screen.findByRole('region', { name: 'Leave balance' })
  expect(figuresOf(card)).toEqual([
    'Balance=14.5',
    'Granted=17',
    'Adjustments=2',
    'Taken=4.5',
    'Awaiting approval=3',
    'Expires on=31 Aug 2027',
    'Accrued=24',
    'Taken=1',
    'Balance=23',
    'Taken=6',
  ])
  const adjustments = await screen.findByRole('region', { name: 'Leave adjustments' })
  expect(within(adjustments).getByRole('row', { name: /Carried over/ })).toHaveTextContent('+2.5')
  // On a phone the table scrolls sideways; the keyboard can reach it to scroll (WCAG 2.1.1).
  expect(
    within(adjustments).getByRole('region', { name: 'Leave adjustments table' }),
  ).toHaveAttribute('tabindex', '0')
  const holidays = screen.getByRole('region', { name: 'Statutory holidays' })
  expect(await within(holidays).findByText('National Day')).toBeInTheDocument()
  expect(holidays).toHaveTextContent(/falls on the rest day; substitute day/)
  // Pending tab first: the SU request with its working days and badge.
  const request = screen.getByRole('article', { name: /Annual leave/ })
  expect(request).toHaveTextContent('Working days: 2')
  expect(request).toHaveTextContent('Submitted')
})

test('without adjustments there is no adjustments table, and a missing contract is warned about', async () => {
  stubApi(makeHelperUser(true), {
    ...leaveReads([]),
    'GET /employments/detailed-employments/': () =>
      jsonResponse(200, [makeEmployment({ latest_contract_details: null })]),
  })
  renderHelperLeave()
  await screen.findByRole('region', { name: 'Leave balance' })
  expect(screen.queryByRole('region', { name: 'Leave adjustments' })).not.toBeInTheDocument()
  expect(await screen.findByText('No leave requests here.')).toBeInTheDocument()
  expect(
    await screen.findByText(/Contract details are missing: there is no active contract/),
  ).toBeInTheDocument()
})

test('the form checks dates, half days and the reason before sending anything', () => {
  const fields = {
    leave_type_code: 'AN',
    duration_type: 'AM',
    from_date: day(5),
    to_date: day(6),
    reason: 'Trip',
    medical_certificate: 'false',
  }
  expect(validateLeaveForm(fields, EMPLOYMENT, {}, TODAY)).toEqual({
    duration_type: HALF_DAY_ONE_DATE,
  })
  expect(
    validateLeaveForm({ ...fields, duration_type: 'FD', to_date: day(4) }, EMPLOYMENT, {}, TODAY),
  ).toEqual({
    to_date: TO_BEFORE_FROM,
  })
  expect(
    validateLeaveForm(
      { ...fields, duration_type: 'FD', from_date: day(-1), reason: '' },
      EMPLOYMENT,
      {},
      TODAY,
    ),
  ).toEqual({ from_date: START_IN_PAST, reason: 'Please give a reason.' })
  const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' })
  Object.defineProperty(big, 'size', { value: 10 * 1024 * 1024 + 1 })
  const exe = new File(['x'], 'virus.exe')
  expect(
    validateLeaveForm(
      { ...fields, duration_type: 'FD' },
      EMPLOYMENT,
      { document1: big, document2: exe },
      TODAY,
    ),
  ).toEqual({
    document1: 'Each document must be 10 MB or smaller.',
    document2: 'Attach a PDF, JPG, PNG or Word (DOC, DOCX) file.',
  })
})

test('applying: to before from is shown beside the field; a valid request is sent and its days announced', async () => {
  const calls = stubApi(makeHelperUser(true), {
    ...leaveReads([]),
    'POST /leaves/requests/': () =>
      jsonResponse(201, makeLeave({ id: 12, from_date: day(3), to_date: day(4), days: 2 })),
  })
  renderHelperLeave()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Apply for leave' }))
  const dialog = await screen.findByRole('dialog', { name: 'Apply for leave' })
  // It says which fields are needed without pointing at marks the form does not show.
  expect(dialog).toHaveAccessibleDescription(
    'Every field is needed except the documents, which are optional.',
  )
  await user.type(within(dialog).getByLabelText('First day of leave'), day(4))
  await user.type(within(dialog).getByLabelText('Last day of leave'), day(3))
  await user.type(within(dialog).getByLabelText('Reason for leave'), 'Family visit')
  // A range offers only full days.
  expect(
    within(within(dialog).getByLabelText('Duration')).queryByRole('option', { name: 'Morning' }),
  ).not.toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
  expect(errorOf(within(dialog).getByLabelText('Last day of leave'))).toBe(TO_BEFORE_FROM)
  expect(calls.some((call) => call.method === 'POST')).toBe(false)

  await user.clear(within(dialog).getByLabelText('First day of leave'))
  await user.type(within(dialog).getByLabelText('First day of leave'), day(3))
  await user.clear(within(dialog).getByLabelText('Last day of leave'))
  await user.type(within(dialog).getByLabelText('Last day of leave'), day(4))
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
  expect(
    await screen.findByText('Leave request sent. Working days it uses: 2.'),
  ).toBeInTheDocument()
  expect(calls.find((call) => call.method === 'POST')?.body).toEqual({
    leave_type_code: 'AN',
    duration_type: 'FD',
    from_date: day(3),
    to_date: day(4),
    reason: 'Family visit',
    employment: EMPLOYMENT,
  })
})

test('the server’s field messages land beside the fields', async () => {
  stubApi(makeHelperUser(true), {
    ...leaveReads([]),
    'POST /leaves/requests/': () =>
      jsonResponse(400, {
        detail: 'Please correct the errors below.',
        code: 'invalid',
        from_date: ['The leave overlaps another request.'],
      }),
  })
  renderHelperLeave()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: 'Apply for leave' }))
  const dialog = await screen.findByRole('dialog', { name: 'Apply for leave' })
  await user.type(within(dialog).getByLabelText('First day of leave'), day(3))
  await user.type(within(dialog).getByLabelText('Last day of leave'), day(3))
  await user.type(within(dialog).getByLabelText('Reason for leave'), 'Doctor')
  await user.click(within(dialog).getByRole('button', { name: 'Send request' }))
  expect(await within(dialog).findByRole('alert')).toHaveTextContent(
    'Please correct the errors below.',
  )
  expect(errorOf(within(dialog).getByLabelText('First day of leave'))).toBe(
    'The leave overlaps another request.',
  )
})

test('cancelling asks first; a submitted request becomes CA and an approved one PC', async () => {
  const submitted = makeLeave({ id: 21, status_type: 'SU' })
  const approved = makeLeave({
    id: 22,
    status_type: 'AP',
    from_date: day(20),
    to_date: day(20),
    days: 1,
  })
  const calls = stubApi(makeHelperUser(true), {
    ...leaveReads([submitted, approved]),
    'PATCH /leaves/requests/21/': () => jsonResponse(200, { ...submitted, status_type: 'CA' }),
    'PATCH /leaves/requests/22/': () => jsonResponse(200, { ...approved, status_type: 'PC' }),
  })
  renderHelperLeave()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('tab', { name: /All requests/ }))
  const buttons = screen.getAllByRole('button', { name: /^Cancel leave/ })
  expect(buttons).toHaveLength(2)
  // Newest first: the approved request (day 20) comes before the submitted one (day 10).
  await user.click(buttons[0]!)
  const dialog = await screen.findByRole('dialog', { name: 'Cancel this leave?' })
  expect(dialog).toHaveTextContent('your employer must approve the cancellation')
  await user.click(within(dialog).getByRole('button', { name: 'Cancel' }))
  expect(calls.some((call) => call.method === 'PATCH')).toBe(false)

  await user.click(buttons[0]!)
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Cancel this leave?' })).getByRole('button', {
      name: 'Cancel leave',
    }),
  )
  expect(await screen.findByText(/Cancellation requested/)).toBeInTheDocument()
  expect(calls.find((call) => call.url.includes('/22/'))?.body).toEqual({ status_type: 'PC' })

  await user.click(screen.getAllByRole('button', { name: /^Cancel leave/ })[1]!)
  await user.click(
    within(await screen.findByRole('dialog', { name: 'Cancel this leave?' })).getByRole('button', {
      name: 'Cancel leave',
    }),
  )
  expect(await screen.findByText('Leave request cancelled.')).toBeInTheDocument()
  expect(calls.find((call) => call.url.includes('/21/'))?.body).toEqual({ status_type: 'CA' })
})

test('editing: a removed document is sent as null; a new document goes as multipart', async () => {
  const withDocument = makeLeave({
    id: 41,
    document1: '/api/v1/leaves/requests/41/documents/1/',
    documents: [{ file: '/api/v1/leaves/requests/41/documents/1/', name: 'certificate.pdf' }],
  })
  const calls = stubApi(makeHelperUser(true), {
    ...leaveReads([withDocument]),
    'PUT /leaves/requests/41/': () => jsonResponse(200, { ...withDocument, document1: null }),
  })
  renderHelperLeave()
  const user = userEvent.setup()
  await user.click(await screen.findByRole('button', { name: /^Edit request/ }))
  let dialog = await screen.findByRole('dialog', { name: 'Edit leave request' })
  expect(within(dialog).getByLabelText('Reason for leave')).toHaveValue('Family visit')
  await user.click(within(dialog).getByLabelText('Remove the attached document 1'))
  expect(within(dialog).queryByLabelText('Document 1 (optional)')).not.toBeInTheDocument()
  await user.click(within(dialog).getByRole('button', { name: 'Save request' }))
  expect(
    await screen.findByText('Leave request updated. Working days it uses: 2.'),
  ).toBeInTheDocument()
  expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
    leave_type_code: 'AN',
    duration_type: 'FD',
    from_date: withDocument.from_date,
    to_date: withDocument.to_date,
    reason: 'Family visit',
    employment: EMPLOYMENT,
    document1: null,
  })

  await user.click(screen.getByRole('button', { name: /^Edit request/ }))
  dialog = await screen.findByRole('dialog', { name: 'Edit leave request' })
  const scan = new File(['%PDF-1.4'], 'scan.pdf', { type: 'application/pdf' })
  await user.upload(within(dialog).getByLabelText('Document 2 (optional)'), scan)
  await user.click(within(dialog).getByRole('button', { name: 'Save request' }))
  await screen.findByText('Leave request updated. Working days it uses: 2.')
  const sent = calls.filter((call) => call.method === 'PUT')[1]?.body
  expect(sent).toBeInstanceOf(FormData)
  expect((sent as FormData).get('document2')).toBeInstanceOf(File)
  expect((sent as FormData).get('reason')).toBe('Family visit')
  expect((sent as FormData).has('document1')).toBe(false)
})
