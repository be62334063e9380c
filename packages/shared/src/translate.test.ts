import { expect, test } from 'vitest'
import { translate } from './translate'

test('a count picks the plural form the web’s t() would: 1 day, 2 days, half a day', () => {
  expect(translate('{{count}} days', 'en', { count: 1 })).toBe('1 day')
  expect(translate('{{count}} days', 'en', { count: 2 })).toBe('2 days')
  expect(translate('{{count}} days', 'en', { count: 0.5 })).toBe('0.5 days')
  expect(translate('{{count}} days', 'zh-TW', { count: 1 })).toBe('1 天')
  expect(translate('{{count}} days', 'zh-CN', { count: 3 })).toBe('3 天')
})

test('a key without plural forms reads as before, with or without a count', () => {
  expect(translate('Leave request: {{status}}', 'en', { status: 'Approved', count: 1 })).toBe(
    'Leave request: Approved',
  )
  expect(translate('{{count}} months_one', 'en', { count: 1 })).toBe('1 month')
  expect(translate('No such key', 'zh-TW', { count: 2 })).toBe('No such key')
})
