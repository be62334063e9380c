import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '@hearth/shared/i18n-keys'
import { formatHongKongDate } from './format-date'
import { formatHkd } from './format-money'
import { DATE_LOCALES } from './i18n'

// The hand-written formatters must read exactly as Intl would have written them.
describe('formatHkd', () => {
  const amounts = [
    0, 1, 12, 999, 1000, 5100, 4990.49, 4990.5, 12345.5, 1234567, -1, -2.5, -1234567.5,
  ]
  it.each(LANGUAGES)('writes whole HK$ amounts as Intl does for %s', (language) => {
    const intl = new Intl.NumberFormat(DATE_LOCALES[language], {
      style: 'currency',
      currency: 'HKD',
      currencyDisplay: 'symbol',
      maximumFractionDigits: 0,
    })
    for (const amount of amounts)
      expect(formatHkd(amount)).toBe(intl.format(amount).replace(/^HKD\s?/, 'HK$'))
  })

  it('groups thousands with commas and never writes a minus zero', () => {
    expect(formatHkd(5100)).toBe('HK$5,100')
    expect(formatHkd(-0.4)).toBe('HK$0')
  })
})

describe('formatHongKongDate', () => {
  // Every month, and times either side of midnight in Hong Kong (16:00 UTC).
  const instants = Array.from({ length: 12 }, (_, month) => [
    new Date(Date.UTC(2026, month, 3, 15, 59)).toISOString(),
    new Date(Date.UTC(2026, month, 3, 16, 0)).toISOString(),
  ]).flat()
  it.each(LANGUAGES)('writes Hong Kong calendar dates as Intl does for %s', (language) => {
    const intl = new Intl.DateTimeFormat(DATE_LOCALES[language], {
      timeZone: 'Asia/Hong_Kong',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    })
    for (const instant of [...instants, '2027-01-05', '2024-02-29T23:30:00+08:00'])
      expect(formatHongKongDate(instant, language)).toBe(intl.format(Date.parse(instant)))
  })

  it('gives the Hong Kong date, not the UTC one, in the early morning', () => {
    expect(formatHongKongDate('2026-11-27T23:34:00Z', 'en')).toBe('28 Nov 2026')
    expect(formatHongKongDate('2026-11-27T23:34:00Z', 'zh-CN')).toBe('2026年11月28日')
  })

  it('answers null for text that is not a date', () => {
    expect(formatHongKongDate('soon', 'en')).toBeNull()
  })
})
