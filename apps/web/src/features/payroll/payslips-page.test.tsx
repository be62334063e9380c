import { afterEach, expect, test, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { jsonResponse } from '../../test/fetch-stub'
import { makeHelperUser, signInAs, stubApi } from '../../test/fixtures'
import { renderPage } from '../../test/render'
import { PayslipsPage } from './payslips-page'
import { EMPLOYMENT, makeEmployment, makeRecord } from './payroll-test-utils'

afterEach(() => {
  vi.unstubAllGlobals()
})

vi.setConfig({ testTimeout: 20_000 })

test('lists the helper’s finalised months, newest first, each with its payslip and receipt', async () => {
  const helper = makeHelperUser(true)
  stubApi(helper, {
    'GET /employments/detailed-employments/': () => jsonResponse(200, [makeEmployment()]),
    [`GET /payrolls/pay-period-records/by-employment/?employment_uid=${EMPLOYMENT}`]: () =>
      jsonResponse(200, [
        makeRecord({ finalised: true, payment_date: '2026-11-03' }),
        makeRecord({
          uid: 'pr-2',
          month: '2026-11',
          from_date: '2026-11-01',
          to_date: '2026-11-30',
          finalised: true,
          payment_date: '2026-12-02',
        }),
      ]),
  })
  signInAs(helper)
  renderPage(<PayslipsPage />, { route: '/my-employment/payslips', withAuth: true })
  const section = await screen.findByRole('region', { name: 'Payslips from Amy Chan' })
  const items = await within(section).findAllByRole('article')
  expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
    'November 2026',
    'October 2026',
  ])
  const october = items[1] as HTMLElement
  expect(october).toHaveTextContent('HK$6,336.00')
  expect(within(october).getByRole('link', { name: /^View payslip/ })).toHaveAttribute(
    'href',
    '/my-employment/payslips/pr-1',
  )
  expect(within(october).getByRole('button', { name: /^Download receipt \(PDF\)/ })).toBeVisible()
})

test('says when no month is finalised yet', async () => {
  const helper = makeHelperUser(true)
  stubApi(helper, {
    'GET /employments/detailed-employments/': () => jsonResponse(200, [makeEmployment()]),
    [`GET /payrolls/pay-period-records/by-employment/?employment_uid=${EMPLOYMENT}`]: () =>
      jsonResponse(200, []),
  })
  signInAs(helper)
  renderPage(<PayslipsPage />, { route: '/my-employment/payslips', withAuth: true })
  expect(
    await screen.findByText('No payslips yet: they appear once your employer finalises a month.'),
  ).toBeVisible()
})
