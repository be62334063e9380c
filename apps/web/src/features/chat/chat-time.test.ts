import { expect, test } from 'vitest'
import { formatDayHeading, formatListTime } from './chat-time'

// 2026-03-02 10:30 in Hong Kong (UTC+8), whatever the machine's time zone.
const NOW = Date.parse('2026-03-02T02:30:00Z')

test('list times follow the Hong Kong calendar: clock today, then yesterday, weekday, date', () => {
  expect(formatListTime('2026-03-02T00:05:00Z', 'en', NOW)).toMatch(/8:05\sam/i)
  // 23:30 UTC on 1 March is 07:30 on 2 March in Hong Kong: still today.
  expect(formatListTime('2026-03-01T23:30:00Z', 'en', NOW)).toMatch(/7:30\sam/i)
  expect(formatListTime('2026-03-01T10:00:00Z', 'en', NOW)).toBe('Yesterday')
  expect(formatListTime('2026-02-26T10:00:00Z', 'en', NOW)).toBe('Thu')
  expect(formatListTime('2026-01-05T10:00:00Z', 'en', NOW)).toBe('5 Jan')
  expect(formatListTime('2025-12-05T10:00:00Z', 'en', NOW)).toBe('5 Dec 2025')
  expect(formatListTime('2026-03-01T10:00:00Z', 'zh-TW', NOW)).toBe('昨日')
  expect(formatListTime('2026-03-01T10:00:00Z', 'zh-CN', NOW)).toBe('昨天')
})

test('day headings read Today, Yesterday or the full date', () => {
  expect(formatDayHeading('2026-03-02T01:00:00Z', 'en', NOW)).toBe('Today')
  expect(formatDayHeading('2026-02-20T01:00:00Z', 'en', NOW)).toBe('Friday, 20 February 2026')
})
