import { afterEach, expect, test, vi } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import type { Plan } from '@hearth/shared/plans'
import { jsonResponse } from '../../test/fetch-stub'
import { stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { FaqPage } from './faq-page'

vi.setConfig({ testTimeout: 20_000 })

afterEach(() => vi.unstubAllGlobals())

const PLANS: Plan[] = [
  { id: 'weekly', price: 299, interval_days: 7, name: 'Weekly plan' },
  { id: 'monthly', price: 399, interval_days: 30, name: 'Monthly plan' },
  { id: 'premium', price: 699, interval_days: 60, name: 'Premium plan' },
].map((plan) => ({
  ...plan,
  id: plan.id as Plan['id'],
  currency: 'HKD' as const,
  features: ['Chat with helpers'],
  best_value: plan.id === 'premium',
}))

function renderFaq(plans = () => jsonResponse(200, PLANS)) {
  stubApi(null, { 'GET /hirlabusers/plans/': plans })
  renderPage(<FaqPage />, { route: '/faq', path: '/faq' })
}

test('the tabs filter the questions and follow the arrow keys', async () => {
  renderFaq()
  const tabs = screen.getAllByRole('tab')
  expect(tabs.map((tab) => tab.textContent)).toEqual([
    'All questions',
    'General',
    'Hiring process',
    'Helpers',
    'Legal',
    'Support',
    'Rewards',
  ])
  expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
  expect(screen.getByRole('button', { name: 'Do helpers pay anything?' })).toBeInTheDocument()

  await userEvent.click(screen.getByRole('tab', { name: 'Rewards' }))
  expect(screen.getByRole('tabpanel')).toHaveAccessibleName('Rewards')
  expect(screen.queryByRole('button', { name: 'Do helpers pay anything?' })).toBeNull()
  expect(
    screen.getByRole('button', { name: 'How does the referral programme work?' }),
  ).toBeInTheDocument()

  await userEvent.keyboard('{ArrowRight}')
  expect(screen.getByRole('tab', { name: 'All questions' })).toHaveFocus()
  expect(screen.getByRole('tab', { name: 'All questions' })).toHaveAttribute(
    'aria-selected',
    'true',
  )
  await userEvent.keyboard('{ArrowLeft}')
  expect(screen.getByRole('tab', { name: 'Rewards' })).toHaveFocus()
})

test('an answer folds out; the referral answer links to /referral', async () => {
  renderFaq()
  const question = screen.getByRole('button', { name: 'How does the referral programme work?' })
  expect(question).toHaveAttribute('aria-expanded', 'false')
  await userEvent.click(question)
  expect(question).toHaveAttribute('aria-expanded', 'true')
  expect(screen.getByText(/you earn HK\$50/)).toBeVisible()
  expect(screen.getByRole('link', { name: 'Go to the referral programme' })).toHaveAttribute(
    'href',
    '/referral',
  )
  await userEvent.click(question)
  expect(question).toHaveAttribute('aria-expanded', 'false')
})

test('the prices are the plans the server charges', async () => {
  renderFaq()
  await userEvent.click(screen.getByRole('button', { name: 'How much does access cost?' }))
  expect(
    await screen.findByText(
      /Weekly plan, HK\$299 for 7 days; Monthly plan, HK\$399 for 30 days; Premium plan, HK\$699 for 60 days/,
    ),
  ).toBeInTheDocument()
})

test('without the plans it points to the plans page instead of a figure', async () => {
  renderFaq(() => jsonResponse(404, { detail: 'Not found.', code: 'not_found' }))
  await userEvent.click(screen.getByRole('button', { name: 'How much does access cost?' }))
  expect(await screen.findByText(/see the plans page for the current prices/)).toBeInTheDocument()
  expect(screen.queryByText(/HK\$299/)).toBeNull()
})

test('shows the contact e-mail', () => {
  renderFaq()
  expect(screen.getByRole('link', { name: 'support@hearth.hk' })).toHaveAttribute(
    'href',
    'mailto:support@hearth.hk',
  )
})
