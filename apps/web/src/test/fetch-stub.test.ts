import { afterEach, expect, test, vi } from 'vitest'
import { API_PATHS, apiPath } from '@hearth/shared/api-paths'
import type { DocumentDeleted } from '@hearth/shared/documents'
import type { PayrollDeleted } from '@hearth/shared/payrolls'
import { apiRequest } from '../lib/api-client'
import { jsonResponse, stubFetch, takeContractViolations } from './fetch-stub'

// A stubbed answer is checked against the schema the server encodes that call's answer with
// (issue 8: a drift between server and web fails a test).

afterEach(() => {
  vi.unstubAllGlobals()
})

test('a stubbed answer the server could not send is reported', async () => {
  const path = apiPath(API_PATHS.documents.document, { uid: 'd1' })
  stubFetch(() => jsonResponse(200, { uid: 'd1', removed: true }))
  await apiRequest<DocumentDeleted>(path, { method: 'DELETE', auth: false })
  const violations = takeContractViolations()
  expect(violations).toHaveLength(1)
  expect(violations[0]).toContain(`DELETE /api/v1${path}`)
  expect(violations[0]).toContain('deleted')
})

test('an answer of the shared schema passes, and so do refusals and unknown paths', async () => {
  stubFetch(({ url }) =>
    url.includes('/payrolls/')
      ? jsonResponse(200, { detail: 'Deleted.' } satisfies PayrollDeleted)
      : url.includes('/documents/')
        ? jsonResponse(200, { uid: 'd1', deleted: true } satisfies DocumentDeleted)
        : jsonResponse(404, { detail: 'Not found.' }),
  )
  await apiRequest(apiPath(API_PATHS.payrolls.record, { uid: 'p1' }), {
    method: 'DELETE',
    auth: false,
  })
  await apiRequest(apiPath(API_PATHS.documents.document, { uid: 'd1' }), {
    method: 'DELETE',
    auth: false,
  })
  await expect(apiRequest('/no-such-call/', { auth: false })).rejects.toMatchObject({
    status: 404,
  })
  expect(takeContractViolations()).toEqual([])
})
