import type { FastifySchema, RouteOptions } from 'fastify'
import { ErrorBodySchema } from '@hearth/shared/errors'

// Which error statuses each route declares in the OpenAPI document (issue 26 item 3), so that a
// generated client can tell a 402 from a 409. Routes spread ERROR_RESPONSES (`4xx`, `5xx`);
// `declareErrorStatuses` replaces the `4xx` range with the exact statuses the route can answer:
// the ones its shape implies, plus the business answers listed below. In tests, every answer is
// checked against the declaration (`undeclaredStatus`), so a new 409 that is not listed here
// fails the test that provokes it.

/** Business answers beyond the ones the route's shape implies, by `METHOD url`. */
const BUSINESS_STATUSES: Record<string, readonly number[]> = {
  'POST /api/v1/hirlab/belmount/registration/': [429],
  'POST /api/v1/hirlab/belmount/registration/verify-email/': [],
  'POST /api/v1/hirlab/belmount/registration/resend-email/': [429],
  'POST /api/v1/hirlab/belmount/login': [403, 429],
  'POST /api/v1/hirlab/belmount/token/refresh/': [401],
  'POST /api/v1/hirlab/belmount/password/reset/': [429],
  'PUT /api/v1/employer/profiles/:id/': [409],
  'GET /api/v1/helpers/profiles/': [401, 403, 404],
  'POST /api/v1/helpers/profiles/': [403, 409],
  'GET /api/v1/helpers/profiles/me/': [403, 404],
  'PUT /api/v1/helpers/profiles/:id/': [403, 409],
  'POST /api/v1/applications/employer-saved-helpers/': [403, 404],
  'DELETE /api/v1/applications/employer-saved-helpers/:id/': [403],
  'POST /api/v1/chat/send-user-message/': [402, 403, 404, 409, 429],
  'GET /api/v1/chat/messages-by-profiles/': [403, 404],
  'GET /api/v1/chat/partners/helper/:uid/': [403],
  'GET /api/v1/chat/partners/employer/:uid/': [403],
  'GET /api/v1/employer/postings/': [403, 404],
  'POST /api/v1/employer/postings/': [402, 403, 409],
  'GET /api/v1/employer/postings/my-with-applications/': [403],
  'PUT /api/v1/employer/postings/:uid/': [403, 409],
  'GET /api/v1/jobs/': [401, 404],
  'POST /api/v1/applications/job-applications/': [403, 404, 409],
  'GET /api/v1/applications/job-applications/by-job/:uid': [403],
  'PATCH /api/v1/applications/job-applications/:uid/withdraw/': [403, 409],
  'PATCH /api/v1/applications/job-applications/:uid/update_status/': [403, 409],
  'POST /api/v1/hirlabusers/create-checkout-session/': [403, 409],
  'POST /api/v1/hirlabusers/test-checkout/:sessionId/pay/': [409],
  'POST /api/v1/employments/contracts/': [402, 403, 404, 409, 429],
  'GET /api/v1/employments/contracts/': [404],
  'PUT /api/v1/employments/contracts/:uid/': [402, 403, 409],
  'POST /api/v1/employments/contracts/:uid/confirm/': [403, 409],
  'POST /api/v1/leaves/back-entries/': [403, 404, 409],
  'POST /api/v1/employments/contracts/:uid/decline/': [403, 409],
  'PUT /api/v1/employments/:uid/opening-balances/': [403],
  'POST /api/v1/employments/:uid/opening-balances/confirm/': [403],
  'POST /api/v1/employments/:uid/opening-balances/dispute/': [403, 409],
  'GET /api/v1/leaves/requests/leaves-for-employment/': [404],
  'POST /api/v1/leaves/requests/': [403, 404, 409],
  'PUT /api/v1/leaves/requests/:id/': [403, 409],
  'PATCH /api/v1/leaves/requests/:id/': [403, 409],
  'POST /api/v1/leaves/requests/:id/manage-approval/': [403, 409],
  'POST /api/v1/leaves/yearly-leaveaccrue/': [403, 404],
  'POST /api/v1/leaves/adjustments/': [403, 404, 409],
  'GET /api/v1/leaves/adjustments/by-employment/': [404],
  'GET /api/v1/leaves/balances/': [404],
  'GET /api/v1/leaves/holidays/': [404],
  'POST /api/v1/payrolls/accrue_calculation/': [403, 404, 409],
  'GET /api/v1/employments/documents/': [404],
  'POST /api/v1/employments/documents/': [403, 404],
  'DELETE /api/v1/employments/documents/:uid/': [403],
  'POST /api/v1/payrolls/calculate/': [403, 404, 409],
  'GET /api/v1/payrolls/pay-period-records/by-employment/': [404],
  'PATCH /api/v1/payrolls/pay-period-records/:uid/': [403, 409],
  'DELETE /api/v1/payrolls/pay-period-records/:uid/': [403, 409],
  'GET /api/v1/payrolls/salary-adjustments/by-employment/': [404],
  'POST /api/v1/payrolls/salary-adjustments/': [403, 404, 409],
  'DELETE /api/v1/payrolls/salary-adjustments/:id/': [403, 409],
  'POST /api/v1/blocks/': [404],
  'POST /api/v1/reports/': [404, 429],
  'POST /api/v1/operator/reports/:id/resolve/': [409],
  'POST /api/v1/operator/users/:id/suspend/': [409],
  'POST /api/v1/operator/users/:id/unsuspend/': [409],
  'POST /api/v1/verifications/': [403, 409],
  'POST /api/v1/operator/verifications/:id/decide/': [409],
  'POST /api/v1/operator/verifications/revoke/': [409],
  'POST /api/v1/account/export/': [429],
  'GET /api/v1/account/export/:id/': [404],
  'GET /api/v1/account/export/:id/download/': [404],
  'DELETE /api/v1/account/': [409],
}

const BODY_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])

function mentionsBearer(schema: FastifySchema | undefined): boolean {
  const security = (schema as { security?: Record<string, unknown>[] } | undefined)?.security
  return (security ?? []).some((requirement) => 'bearer' in requirement)
}

/**
 * Every error status `method url` can answer: 400 (any input, a malformed address included);
 * 401 when it reads a token; 404 when it has path parameters or is an operator's (the console
 * answers 404 to anyone else); 413 and 415 when it takes a body; and its business answers.
 */
export function errorStatusesOf(
  method: string,
  url: string,
  schema: FastifySchema | undefined,
  operatorOnly: boolean,
): number[] {
  const statuses = new Set<number>([400])
  if (mentionsBearer(schema) && !operatorOnly) statuses.add(401)
  if (url.includes(':') || operatorOnly) statuses.add(404)
  if (BODY_METHODS.has(method)) {
    statuses.add(413)
    statuses.add(415)
  }
  for (const status of BUSINESS_STATUSES[`${method} ${url}`] ?? []) statuses.add(status)
  return [...statuses].sort()
}

/** Replaces a route's `4xx` response with its exact error statuses (see above). */
export function declareErrorStatuses(route: RouteOptions): void {
  const response = route.schema?.response as Record<string, unknown> | undefined
  if (!response || !('4xx' in response)) return
  const methods = [route.method].flat().map(String)
  const statuses = new Set(
    methods.flatMap((method) =>
      errorStatusesOf(method, route.url, route.schema, route.config?.operatorOnly === true),
    ),
  )
  const { '4xx': _range, ...rest } = response
  route.schema!.response = {
    ...rest,
    ...Object.fromEntries([...statuses].map((status) => [status, ErrorBodySchema])),
  }
}

/** True when `status` is neither a declared status, nor in a declared range, of the route. */
export function undeclaredStatus(schema: FastifySchema | undefined, status: number): boolean {
  const response = schema?.response as Record<string, unknown> | undefined
  if (!response) return false
  const keys = Object.keys(response).map((key) => key.toLowerCase())
  return !keys.includes(String(status)) && !keys.includes(`${String(status)[0]}xx`)
}
