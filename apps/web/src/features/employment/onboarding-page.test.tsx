import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { OpeningSchema, type Opening } from '@hearth/shared/employment-openings'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { makeContract, makeEmployment } from './employment-test-utils'
import { MyEmploymentPage } from './my-employment-page'
import { OnboardingPage } from './onboarding-page'

// Issue 22 item 1: the employer's onboarding flow and the helper's answer on My employment.

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 30_000 })

const OPENING = '/employments/emp-1/opening-balances/'

function makeOpening(overrides: Partial<Opening> = {}): Opening {
  return OpeningSchema.parse({
    employment_uid: 'emp-1',
    as_of: '2026-02-28',
    service_start: '2023-10-01',
    annual_leave: [
      { leave_year: 1, days_left: 0 },
      { leave_year: 2, days_left: 2 },
    ],
    annual_leave_days_left: 2,
    sick_days_left: 10,
    statutory_holidays_owed: 1,
    wages_paid_up_to: '2026-02-28',
    past_wages: [{ month: '2025-12', amount: '4000.00' }],
    helper_status: 'PENDING',
    counts: false,
    entered_at: '2026-03-01T02:00:00.000Z',
    helper_responded_at: null,
    helper_dispute_reason: null,
    history: [
      {
        action: 'ENTERED',
        role: 'employer',
        name: 'Amy Chan',
        at: '2026-03-01T02:00:00.000Z',
        reason: null,
      },
    ],
    ...overrides,
  })
}

test('the employer walks through the four steps, is stopped on a wrong figure, and sends the figures', async () => {
  const user = userEvent.setup()
  const sent: unknown[] = []
  let stored: Opening | null = null
  stubApi(makeUser(), {
    // None entered yet: null, until the PUT below.
    [`GET ${OPENING}`]: () => jsonResponse(200, stored),
    'GET /employments/contracts/?employment__uid=emp-1': () =>
      jsonResponse(200, [makeContract({ start_date: '2023-10-01', signed_on: '2023-09-01' })]),
    'GET /employments/detailed-employments/': () => jsonResponse(200, [makeEmployment()]),
    [`PUT ${OPENING}`]: (call) => {
      sent.push(call.body)
      stored = makeOpening()
      return jsonResponse(200, stored)
    },
  })
  signInAs(makeUser())
  renderPage(<OnboardingPage />, {
    route: '/employment-management/emp-1/onboarding',
    path: '/employment-management/:employmentId/onboarding',
    withAuth: true,
  })
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Opening balances of Maria Santos' }),
  ).toBeInTheDocument()
  expect(screen.getByText('Continuous service counts from 1 Oct 2023.')).toBeInTheDocument()
  expect(screen.getByRole('link', { name: 'Add an earlier contract' })).toHaveAttribute(
    'href',
    '/employment-management/create-contract?status=COMPLETED',
  )
  await user.click(screen.getByRole('button', { name: 'Continue' }))

  expect(
    screen.getByRole('heading', { name: 'Step 2 of 4: Balances on the opening date' }),
  ).toHaveFocus()
  await user.type(screen.getByLabelText('Opening date'), '2026-02-28')
  // Two leave years were completed by then, each with its entitlement.
  const year1 = screen.getByLabelText('Leave year 1 (1 Oct 2023 to 30 Sept 2024)', { exact: false })
  expect(screen.getAllByText('Days left of its 7 days, in whole or half days.')).toHaveLength(2)
  await user.type(year1, '0')
  await user.type(screen.getByLabelText(/^Leave year 2/), '2.25')
  expect(
    screen.getByText('Whole days: at most 92 could be held on the opening date.'),
  ).toBeInTheDocument()
  await user.type(screen.getByLabelText(/Paid sickness days left/), '10')
  await user.click(screen.getByRole('button', { name: 'Continue' }))
  expect(
    screen.getByText('Enter a number of days in whole or half days, from 0 to 14.'),
  ).toBeInTheDocument()
  await user.clear(screen.getByLabelText(/^Leave year 2/))
  await user.type(screen.getByLabelText(/^Leave year 2/), '2')
  await user.click(screen.getByRole('button', { name: 'Continue' }))

  expect(screen.getByRole('heading', { name: 'Step 3 of 4: Wages paid' })).toHaveFocus()
  await user.type(screen.getByLabelText(/Wages paid up to/), '2026-02-28')
  // The 12 months up to February 2026.
  expect(screen.getAllByLabelText(/^Wages for /)).toHaveLength(12)
  await user.type(screen.getByLabelText('Wages for December 2025 (HK$)'), '4000')
  await user.click(screen.getByRole('button', { name: 'Continue' }))

  const review = screen.getByRole('region', { name: 'Step 4 of 4: Review and send' })
  expect(within(review).getByText('2 days')).toBeInTheDocument()
  expect(within(review).getByText('December 2025: HK$4,000.00')).toBeInTheDocument()
  await user.click(screen.getByRole('button', { name: 'Send to Maria Santos to confirm' }))

  await waitFor(() => expect(sent).toHaveLength(1))
  expect(sent[0]).toEqual({
    as_of: '2026-02-28',
    annual_leave: [
      { leave_year: 1, days_left: 0 },
      { leave_year: 2, days_left: 2 },
    ],
    sick_days_left: 10,
    statutory_holidays_owed: 0,
    wages_paid_up_to: '2026-02-28',
    past_wages: [{ month: '2025-12', amount: '4000.00' }],
  })
  expect(
    await screen.findByText('Sent to Maria Santos. The figures count once she confirms them.'),
  ).toBeInTheDocument()
  expect(screen.getByText('Waiting for the helper')).toBeInTheDocument()
  expect(screen.getByText('1 Mar 2026: entered by Amy Chan (employer)')).toBeInTheDocument()
})

test('the helper reads the figures on her employment and confirms them, or says what is wrong', async () => {
  const user = userEvent.setup()
  const helper = makeHelperUser(true)
  const answers: string[] = []
  let current = makeOpening()
  stubApi(helper, {
    'GET /employments/detailed-employments/': () => jsonResponse(200, [makeEmployment()]),
    [`GET ${OPENING}`]: () => jsonResponse(200, current),
    [`POST ${OPENING}dispute/`]: (call) => {
      answers.push(`dispute: ${(call.body as { reason: string }).reason}`)
      current = makeOpening({ helper_status: 'DISPUTED', helper_dispute_reason: 'I had 12 days' })
      return jsonResponse(200, current)
    },
    [`POST ${OPENING}confirm/`]: () => {
      answers.push('confirm')
      current = makeOpening({
        helper_status: 'CONFIRMED',
        counts: true,
        helper_responded_at: '2026-03-02T02:00:00.000Z',
      })
      return jsonResponse(200, current)
    },
  })
  signInAs(helper)
  renderPage(<MyEmploymentPage />, { route: '/my-employment', withAuth: true })
  const panel = await screen.findByRole('region', { name: /Opening figures from Amy Chan/ })
  expect(within(panel).getByText('Leave year 2: 2 days')).toBeInTheDocument()
  expect(within(panel).getByText('December 2025: HK$4,000.00')).toBeInTheDocument()

  await user.click(within(panel).getByRole('button', { name: 'Something is wrong' }))
  await user.click(within(panel).getByRole('button', { name: 'Send my answer' }))
  expect(
    within(panel).getByText('Please say which figures are wrong, and what they should be.'),
  ).toBeInTheDocument()
  await user.type(within(panel).getByLabelText(/What is wrong/), 'I had 12 days')
  await user.click(within(panel).getByRole('button', { name: 'Send my answer' }))
  expect(await within(panel).findByText('Disputed by the helper')).toBeInTheDocument()

  await user.click(within(panel).getByRole('button', { name: 'These figures are right' }))
  expect(
    await within(panel).findByText(
      'You confirmed these figures on 2 Mar 2026. They count in your leave, pay and any termination payment.',
    ),
  ).toBeInTheDocument()
  expect(answers).toEqual(['dispute: I had 12 days', 'confirm'])
  expect(within(panel).queryByRole('button', { name: 'These figures are right' })).toBeNull()
})
