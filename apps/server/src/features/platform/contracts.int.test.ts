import { describe, expect, test } from 'vitest'
import { API_RESPONSES } from '@hearth/shared/api-responses'
import { API_BASE_PATH } from '@hearth/shared/config'
import { routeContracts, type RouteContract } from '../../lib/route-contracts'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()

type OpenApiOperation = {
  responses?: Record<string, { content?: Record<string, { schema?: object }> }>
}
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> }

/** Every method of every `/api/v1` route the real app registered (HEAD mirrors GET). */
async function apiRoutes(): Promise<{ method: string; url: string; route: RouteContract }[]> {
  await t.app.ready()
  return routeContracts(t.app)
    .filter((route) => route.url.startsWith('/api/v1/'))
    .flatMap((route) =>
      [route.method].flat().map((method) => ({ method: String(method), url: route.url, route })),
    )
    .filter(({ method }) => method !== 'HEAD')
}

function isSuccess(status: string): boolean {
  return /^2(\d\d|xx)$/i.test(status)
}

describe('contracts', () => {
  test('every /api/v1 route declares its success response and the error body', async () => {
    const routes = await apiRoutes()
    expect(routes.map(({ method, url }) => `${method} ${url}`)).toEqual(
      expect.arrayContaining([
        'POST /api/v1/hirlab/belmount/login',
        'GET /api/v1/helpers/profiles/:id/',
        'GET /api/v1/helpers/profiles/:id/passport/',
        'POST /api/v1/chat/send-user-message/',
        'GET /api/v1/countries',
      ]),
    )
    const missing = routes
      .filter(({ route }) => {
        const statuses = Object.keys(route.schema?.response ?? {})
        return !statuses.some(isSuccess) || !statuses.includes('400')
      })
      .map(({ method, url }) => `${method} ${url}`)
    expect(missing).toEqual([])
  })

  test('each JSON route declares the schema API_RESPONSES gives it, which the web tests check', async () => {
    const routes = await apiRoutes()
    const declared = new Map<string, unknown>()
    for (const { method, url, route } of routes) {
      const response = (route.schema?.response ?? {}) as Record<string, unknown>
      const success = Object.entries(response).find(([status]) => isSuccess(status))?.[1]
      // A file route documents content types instead (checked below); it has no JSON contract.
      if (success && typeof success === 'object' && 'content' in success) continue
      declared.set(`${method} ${url.slice(API_BASE_PATH.length)}`, success)
    }
    const listed = new Map(API_RESPONSES.map((c) => [`${c.method} ${c.path}`, c.schema]))
    expect([...declared.keys()].sort()).toEqual([...listed.keys()].sort())
    const different = [...listed].filter(([call, schema]) => declared.get(call) !== schema)
    expect(different.map(([call]) => call)).toEqual([])
  })

  test('the OpenAPI document shows a response schema for every route', async () => {
    const routes = await apiRoutes()
    const response = await t.inject({ method: 'GET', url: '/api/docs/json' })
    expect(response.statusCode).toBe(200)
    const document = response.json<OpenApiDocument>()
    const undocumented = routes
      .filter(({ method, url }) => {
        const path = url.replace(/:(\w+)/g, '{$1}')
        const responses = document.paths[path]?.[method.toLowerCase()]?.responses ?? {}
        const hasSchema = (status: string) =>
          Object.values(responses[status]?.content ?? {}).some((media) => media.schema)
        return (
          // A 204 says it has no body instead.
          !Object.keys(responses).some(
            (status) => status === '204' || (isSuccess(status) && hasSchema(status)),
          ) || !hasSchema('400')
        )
      })
      .map(({ method, url }) => `${method} ${url}`)
    expect(undocumented).toEqual([])
  })

  test('the OpenAPI document gives files their content type', async () => {
    const document = (
      await t.inject({ method: 'GET', url: '/api/docs/json' })
    ).json<OpenApiDocument>()
    const photo = document.paths['/api/v1/helpers/profiles/{id}/photo/']?.get?.responses?.['200']
    expect(Object.keys(photo?.content ?? {})).toEqual(['image/webp'])
    expect(photo?.content?.['image/webp']?.schema).toMatchObject({
      type: 'string',
      format: 'binary',
    })
    const passport =
      document.paths['/api/v1/helpers/profiles/{id}/passport/']?.get?.responses?.['200']
    expect(Object.keys(passport?.content ?? {})).toEqual(
      expect.arrayContaining(['image/jpeg', 'application/pdf']),
    )
  })
})

describe('the document is the contract (issue 26 item 3)', () => {
  type Parameter = { name: string; in: string; required?: boolean; schema: Record<string, unknown> }
  type Operation = OpenApiOperation & {
    parameters?: Parameter[]
    requestBody?: { content: Record<string, { schema: { properties?: Record<string, never> } }> }
  }
  async function documentOf(): Promise<Record<string, Record<string, Operation>>> {
    const response = await t.inject({ method: 'GET', url: '/api/docs/json' })
    return response.json<{ paths: Record<string, Record<string, Operation>> }>().paths
  }
  const bodyProperty = (operation: Operation | undefined, name: string) =>
    operation?.requestBody?.content['application/json']?.schema.properties?.[name] as
      Record<string, unknown> | undefined

  test('errors are declared by status, not as a 4XX range, so a client tells a 402 from a 409', async () => {
    const paths = await documentOf()
    const statuses = (path: string, method: string) =>
      Object.keys(paths[path]?.[method]?.responses ?? {})
    expect(statuses('/api/v1/chat/send-user-message/', 'post')).toEqual(
      expect.arrayContaining(['400', '401', '402', '403', '404', '409', '413', '415', '429']),
    )
    expect(statuses('/api/v1/countries', 'get')).toEqual(['200', '400', '5XX'])
    expect(statuses('/api/v1/operator/audit/', 'get')).not.toContain('401')
    const ranges = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods)
        .filter(([, operation]) => Object.keys(operation.responses ?? {}).includes('4XX'))
        .map(([method]) => `${method} ${path}`),
    )
    expect(ranges).toEqual([])
  })

  test('optional query lists are optional, dates are dates, e-mails are e-mails', async () => {
    const paths = await documentOf()
    const query = (path: string, name: string) =>
      paths[path]?.get?.parameters?.find((parameter) => parameter.name === name)
    for (const name of ['day_off', 'skills', 'languages'])
      expect(query('/api/v1/helpers/profiles/', name)?.required, name).toBe(false)
    expect(query('/api/v1/jobs/', 'skills')?.required).toBe(false)
    expect(query('/api/v1/helpers/profiles/', 'min_experience')?.schema).toMatchObject({
      type: 'integer',
      enum: [1, 2, 3, 5, 7],
    })
    expect(query('/api/v1/helpers/profiles/', 'availability_date')?.schema).toMatchObject({
      format: 'date',
    })
    const leave = paths['/api/v1/leaves/requests/']?.post
    expect(bodyProperty(leave, 'from_date')).toMatchObject({ type: 'string', format: 'date' })
    const registration = paths['/api/v1/hirlab/belmount/registration/']?.post
    expect(bodyProperty(registration, 'email')).toMatchObject({ format: 'email' })
    const contract = paths['/api/v1/employments/contracts/']?.post
    expect(bodyProperty(contract, 'helper_email')).toMatchObject({ format: 'email' })
    const posting = paths['/api/v1/employer/postings/']?.post
    expect(bodyProperty(posting, 'day_off_options')).toMatchObject({ uniqueItems: true })
    expect(bodyProperty(posting, 'number_of_adults')).toMatchObject({
      type: 'integer',
      minimum: 0,
      maximum: 99,
    })
  })

  test('uploads are multipart with their files; a 204 has no body; optional sessions say so', async () => {
    const paths = await documentOf()
    const verification = paths['/api/v1/verifications/']?.post?.requestBody?.content ?? {}
    expect(Object.keys(verification)).toEqual(['multipart/form-data'])
    const form = verification['multipart/form-data']?.schema as unknown as {
      properties: Record<string, unknown>
      required: string[]
    }
    expect(form.properties.document).toEqual({ type: 'string', format: 'binary' })
    expect(form.required).toEqual(expect.arrayContaining(['kind', 'document']))
    const profile = paths['/api/v1/helpers/profiles/']?.post?.requestBody?.content ?? {}
    expect(Object.keys(profile).sort()).toEqual(['application/json', 'multipart/form-data'])
    const unblock = paths['/api/v1/blocks/{user_id}/']?.delete?.responses?.['204']
    expect(unblock).toBeDefined()
    expect(unblock?.content).toBeUndefined()
    const helper = paths['/api/v1/helpers/profiles/{id}/']?.get as { security?: object[] }
    expect(helper.security).toEqual([{}, { bearer: [] }])
    expect(Object.keys(paths['/api/v1/helpers/profiles/{id}/']?.get?.responses ?? {})).toContain(
      '401',
    )
  })
})
