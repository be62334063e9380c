import { expect, test } from 'vitest'
import { generatedClientTypes, validationErrors } from '../../openapi/openapi-checks'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()

async function servedDocument() {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(response.statusCode).toBe(200)
  return response.json<{ openapi: string; paths: Record<string, unknown> }>()
}

// The OpenAPI document is what a mobile app, a partner or a generated client trusts (issue 26):
// the served one must be a valid OpenAPI 3 document by a standard validator, not only by ours.
test('the served OpenAPI document is valid OpenAPI 3 by an independent validator', async () => {
  const document = await servedDocument()
  expect(document.openapi).toMatch(/^3\./)
  expect(Object.keys(document.paths).length).toBeGreaterThan(60)
  expect(await validationErrors(document)).toEqual([])
  // The validator does refuse a broken document: a path that is not an object, no info.
  const broken = await validationErrors({ openapi: document.openapi, paths: { x: 1 } })
  expect(broken).not.toEqual([])
})

test('openapi-typescript generates client types from it without a warning, and they compile', async () => {
  const document = await servedDocument()
  const types = await generatedClientTypes(document)
  expect(types.warnings).toEqual([])
  expect(types.diagnostics).toEqual([])
  expect(types.source).toContain('"/api/v1/leaves/requests/"')
  // Error answers are typed by status: a client can tell a 402 from a 409.
  expect(types.source).toMatch(/402: \{[\s\S]*?"application\/json"/)
  // The checks can fail: a reference to nothing is reported, not silently typed.
  const dangling = await generatedClientTypes({
    openapi: '3.0.3',
    info: { title: 'x', version: '1' },
    paths: {},
    components: { schemas: { A: { $ref: '#/components/schemas/Missing' } } },
  }).catch((error: unknown) => ({ warnings: [String(error)], diagnostics: [] }))
  expect([...dangling.warnings, ...dangling.diagnostics]).not.toEqual([])
})
