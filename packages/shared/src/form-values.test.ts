import { afterEach, describe, expect, test, vi } from 'vitest'
import { employmentDateString } from './employment-dates'

describe('employment dates (issue 22)', () => {
  afterEach(() => {
    vi.useRealTimers()
  })

  test('run from 2000 to a number of years after today in Hong Kong, both ends included', () => {
    // 2026-11-28 00:30 in Hong Kong is still the 27th in UTC.
    vi.useFakeTimers({ now: new Date('2026-11-27T16:30:00Z'), toFake: ['Date'] })
    const twoYears = employmentDateString(2)
    expect(twoYears.safeParse('2000-01-01').success).toBe(true)
    expect(twoYears.safeParse('2028-11-28').success).toBe(true)
    const late = twoYears.safeParse('2028-11-29')
    expect(late.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a date no more than 2 years from today.',
    ])
    const early = twoYears.safeParse('1999-12-31')
    expect(early.error?.issues.map((issue) => issue.message)).toEqual([
      'Enter a date in 2000 or later.',
    ])
    // Not a date: one message, not three.
    expect(twoYears.safeParse('9999-99-99').error?.issues).toHaveLength(1)
    const notAhead = employmentDateString(0)
    expect(notAhead.safeParse('2026-11-28').success).toBe(true)
    expect(notAhead.safeParse('2026-11-29').error?.issues[0]?.message).toBe(
      'This date cannot be in the future.',
    )
    expect(employmentDateString(5).safeParse('2031-11-28').success).toBe(true)
    expect(employmentDateString(5).safeParse('2031-11-29').success).toBe(false)
  })
})
