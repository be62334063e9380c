import { expect, test } from 'vitest'
import { API_PATHS, apiPath } from './api-paths'

test('fills in and encodes the parameters of a path', () => {
  expect(apiPath(API_PATHS.helpers.profile, { id: 'h1' })).toBe('/helpers/profiles/h1/')
  expect(apiPath(API_PATHS.chat.markRead, { uid: 'a/b c' })).toBe(
    '/chat/conversations/a%2Fb%20c/mark-read/',
  )
  expect(apiPath(API_PATHS.chat.conversations)).toBe('/chat/conversations/')
})

test('refuses a path whose parameter is missing', () => {
  // @ts-expect-error the type asks for `id`; a caller that casts its way past it still fails
  expect(() => apiPath(API_PATHS.helpers.photo, {})).toThrow('needs id')
})

test('spells every path once', () => {
  const paths = Object.values(API_PATHS).flatMap((group) => Object.values(group) as string[])
  expect(new Set(paths).size).toBe(paths.length)
  for (const path of paths) expect(path).toMatch(/^\/[\w/:-]+$/)
})
