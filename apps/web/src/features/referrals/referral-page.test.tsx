import { afterEach, expect, test, vi } from 'vitest'
import { act, fireEvent, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { ReferralSummary } from '@hearth/shared/referrals'
import { jsonResponse } from '../../test/fetch-stub'
import { makeUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { ReferralPage } from './referral-page'

vi.setConfig({ testTimeout: 20_000 })

afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const SUMMARY: ReferralSummary = {
  referral_code: 'ABCDEF',
  referred_count: 3,
  rewards: [
    {
      referred_name: 'C*** T*** M***',
      status: 'earned',
      amount: 50,
      currency: 'HKD',
      reason: 'subscription',
      referred_at: '2026-10-01T02:00:00.000Z',
      earned_at: '2026-10-05T02:00:00.000Z',
      expires_at: '2027-04-01T02:00:00.000Z',
    },
    {
      referred_name: 'N*** Y***',
      status: 'pending',
      amount: 50,
      currency: 'HKD',
      reason: null,
      referred_at: '2026-09-01T02:00:00.000Z',
      earned_at: null,
      expires_at: '2027-03-01T02:00:00.000Z',
    },
    {
      referred_name: 'L***',
      status: 'expired',
      amount: 50,
      currency: 'HKD',
      reason: null,
      referred_at: '2026-01-01T02:00:00.000Z',
      earned_at: null,
      expires_at: '2026-07-01T02:00:00.000Z',
    },
  ],
  totals: { earned: 50, pending: 50, currency: 'HKD' },
}

function renderReferral(summary: () => Response) {
  const user = makeUser()
  signInAs(user)
  const calls = stubApi(user, { 'GET /referrals/': summary })
  renderPage(<ReferralPage />, { route: '/referral', path: '/referral', withAuth: true })
  return calls
}

test('shows the code, the sign-up link, the totals and every reward with its dates', async () => {
  renderReferral(() => jsonResponse(200, SUMMARY))
  expect(await screen.findByLabelText('Your referral code')).toHaveValue('ABCDEF')
  expect(screen.getByLabelText('Your sign-up link')).toHaveValue(
    `${window.location.origin}/register?ref=ABCDEF`,
  )
  const figures = screen.getByText('People referred').closest('dl')!
  expect(within(figures).getByText('3')).toBeInTheDocument()
  expect(within(figures).getAllByText('HK$50')).toHaveLength(2)

  const table = screen.getByRole('table', { name: 'Your referrals and rewards' })
  const rows = within(table).getAllByRole('row').slice(1)
  expect(rows.map((row) => within(row).getByRole('rowheader').textContent)).toEqual([
    'C*** T*** M***',
    'N*** Y***',
    'L***',
  ])
  expect(rows[0]).toHaveTextContent('Earned')
  expect(rows[0]).toHaveTextContent('Bought an access plan')
  expect(rows[0]).toHaveTextContent('Earned on 5 Oct 2026')
  expect(rows[1]).toHaveTextContent('Pending')
  expect(rows[1]).toHaveTextContent('Qualifies until 1 Mar 2027')
  expect(rows[2]).toHaveTextContent('Lapsed on 1 Jul 2026')
  expect(
    screen.getByText(/You earn HK\$50 for each person you refer who buys an access plan/),
  ).toBeInTheDocument()
  expect(screen.getByText(/can earn up to HK\$300/)).toBeInTheDocument()
})

test('Copy puts the code on the clipboard and says Copied! for two seconds, aloud', async () => {
  const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined)
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  renderReferral(() => jsonResponse(200, SUMMARY))
  // Named by its visible text (WCAG 2.5.3), described by the field it copies.
  const button = await screen.findByRole('button', { name: 'Copy code' })
  expect(button).toHaveAccessibleDescription('Your referral code')
  vi.useFakeTimers()
  await act(async () => {
    fireEvent.click(button)
  })
  expect(writeText).toHaveBeenCalledWith('ABCDEF')
  const notice = screen.getAllByText('Copied!').find((node) => node.closest('[aria-live]'))
  expect(notice?.closest('[aria-live]')).toHaveAttribute('aria-live', 'polite')
  act(() => {
    vi.advanceTimersByTime(1999)
  })
  expect(button).toHaveTextContent('Copied!')
  act(() => {
    vi.advanceTimersByTime(1)
  })
  expect(button).toHaveTextContent('Copy code')
  expect(screen.queryByText('Copied!')).not.toBeInTheDocument()
})

test('without referrals it says so and still shows the rules', async () => {
  renderReferral(() =>
    jsonResponse(200, {
      ...SUMMARY,
      referred_count: 0,
      rewards: [],
      totals: { earned: 0, pending: 0, currency: 'HKD' },
    }),
  )
  expect(
    await screen.findByText('No one has used your code yet. Share it to start earning.'),
  ).toBeInTheDocument()
  expect(screen.queryByRole('table')).not.toBeInTheDocument()
  expect(screen.getByRole('heading', { name: 'How to claim' })).toBeInTheDocument()
})

test('a failed load offers Try again, which loads the summary', async () => {
  let fail = true
  renderReferral(() =>
    fail
      ? jsonResponse(500, { detail: 'Something went wrong.', code: 'server_error' })
      : jsonResponse(200, SUMMARY),
  )
  // A 5xx is retried twice (lib/query-client.ts) before the page gives up.
  expect(await screen.findByRole('alert', {}, { timeout: 8000 })).toHaveTextContent(
    'Your referrals could not be loaded.',
  )
  fail = false
  await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }))
  expect(await screen.findByLabelText('Your referral code')).toHaveValue('ABCDEF')
})
