import { expect, test } from 'vitest'
import { API_PATHS } from './api-paths'
import { API_RESPONSES, findResponseContract } from './api-responses'
import { HelperProfileSchema } from './helpers'

test('finds the contract of a call with its parameters filled in, with or without the slash', () => {
  expect(findResponseContract('get', '/helpers/profiles/h1/')?.path).toBe(API_PATHS.helpers.profile)
  expect(findResponseContract('GET', '/helpers/profiles/h1')?.schema).toBe(HelperProfileSchema)
  expect(findResponseContract('DELETE', '/helpers/profiles/h1/')).toBeUndefined()
  expect(findResponseContract('GET', '/helpers/profiles/h1/photo/')).toBeUndefined()
})

test('a path without parameters wins over a pattern that also matches it', () => {
  expect(findResponseContract('GET', '/helpers/profiles/me/')?.path).toBe(API_PATHS.helpers.own)
  expect(findResponseContract('GET', '/employer/postings/my-with-applications/')?.path).toBe(
    API_PATHS.jobs.myWithApplications,
  )
})

test('lists each call once, on a path of the table', () => {
  const paths = new Set(Object.values(API_PATHS).flatMap((group) => Object.values(group)))
  const calls = API_RESPONSES.map((contract) => `${contract.method} ${contract.path}`)
  expect(new Set(calls).size).toBe(calls.length)
  for (const contract of API_RESPONSES) expect(paths).toContain(contract.path)
})
