import { expect, test } from 'vitest'
import './zod-config'
import { globalConfig } from 'zod/v4/core'

test('zod runs without compiling parsers (the CSP forbids eval)', () => {
  expect(globalConfig.jitless).toBe(true)
})
