import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { PlanListSchema } from '@hearth/shared/plans'
import { jsonResponse } from '../../test/fetch-stub'
import { stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { PricingSection } from './pricing-section'

vi.setConfig({ testTimeout: 20_000 })

afterEach(() => {
  vi.unstubAllGlobals()
})

const PLANS = PlanListSchema.parse(
  [
    ['weekly', 'Weekly plan', 299, 7],
    ['monthly', 'Monthly plan', 399, 30],
    ['premium', 'Premium plan', 699, 60],
  ].map(([id, name, price, days]) => ({
    id,
    name,
    price,
    currency: 'HKD',
    interval_days: days,
    features: [],
    best_value: id === 'premium',
  })),
)

test('the home page shows the prices checkout charges, read from the server', async () => {
  stubApi(null, { 'GET /hirlabusers/plans/': () => jsonResponse(200, PLANS) })
  renderPage(<PricingSection />, { withAuth: true })

  expect(screen.getByRole('list', { name: 'Loading the prices…' })).toBeInTheDocument()
  const weekly = await screen.findByText(/Weekly plan · 7 days/)
  const list = weekly.closest('ul')!
  const rows = within(list).getAllByRole('listitem')
  expect(rows.map((row) => row.textContent)).toEqual([
    'Weekly plan · 7 daysHK$299',
    'Monthly plan · 30 daysHK$399',
    'Premium plan · 60 daysHK$699',
  ])
  expect(screen.queryByText(/HK\$299\/month/)).toBeNull()
})

test('the home page links to the plans when their prices cannot be read', async () => {
  stubApi(null, {
    'GET /hirlabusers/plans/': () => jsonResponse(500, { detail: 'Oops', code: 'server_error' }),
  })
  renderPage(<PricingSection />, { withAuth: true })

  // Two retries (with back-off) come first: a server error may pass.
  expect(
    await screen.findByRole('link', { name: 'See the plans' }, { timeout: 10_000 }),
  ).toHaveAttribute('href', '/subscription')
})
