import { afterEach, expect, test, vi } from 'vitest'
import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { API_PATHS } from '@hearth/shared/api-paths'
import { jsonResponse } from '../test/fetch-stub'
import { makeEmployment, stubApi } from '../test/fixtures'
import { renderPage } from '../test/render'
import { useEmployments, useRefreshEmployments } from './employments-query'

afterEach(() => {
  vi.unstubAllGlobals()
})

function Reader({ name }: { name: string }) {
  const employments = useEmployments('u1')
  return <p>{`${name}: ${employments.data?.[0]?.annual_leave_balance ?? 'loading'}`}</p>
}

function Writer() {
  const refresh = useRefreshEmployments()
  return (
    <button type="button" onClick={() => void refresh()}>
      Save
    </button>
  )
}

test('the employment, payroll and documents pages share one read of the employments, and a write refreshes it for all', async () => {
  let balance = 7
  const calls = stubApi(null, {
    [`GET ${API_PATHS.employments.detailed}`]: () =>
      jsonResponse(200, [makeEmployment({ annual_leave_balance: balance })]),
  })
  renderPage(
    <>
      <Reader name="leave" />
      <Reader name="payroll" />
      <Reader name="documents" />
      <Writer />
    </>,
  )
  expect(await screen.findByText('payroll: 7')).toBeInTheDocument()
  expect(screen.getByText('documents: 7')).toBeInTheDocument()
  const reads = () => calls.filter((call) => call.url.includes(API_PATHS.employments.detailed))
  expect(reads()).toHaveLength(1)

  balance = 6
  await userEvent.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('documents: 6')).toBeInTheDocument()
  expect(screen.getByText('leave: 6')).toBeInTheDocument()
  await waitFor(() => expect(reads()).toHaveLength(2))
})
