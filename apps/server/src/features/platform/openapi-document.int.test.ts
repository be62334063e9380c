import { Validator } from '@seriousme/openapi-schema-validator'
import { expect, test } from 'vitest'
import { useTestApp } from '../../test/test-app'

const t = useTestApp()

// The OpenAPI document is what a mobile app, a partner or a generated client trusts (issue 26):
// the served one must be a valid OpenAPI 3 document by a standard validator, not only by ours.
test('the served OpenAPI document is valid OpenAPI 3 by an independent validator', async () => {
  const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' })
  expect(response.statusCode).toBe(200)
  const document = response.json<{ openapi: string; paths: Record<string, unknown> }>()
  expect(document.openapi).toMatch(/^3\./)
  expect(Object.keys(document.paths).length).toBeGreaterThan(60)
  const result = await new Validator().validate(document)
  expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([])
  expect(result.valid).toBe(true)
  // The validator does refuse a broken document: a path that is not an object, no info.
  const broken = await new Validator().validate({ openapi: document.openapi, paths: { x: 1 } })
  expect(broken.valid).toBe(false)
})
