import type { Language } from '@hearth/shared/i18n-keys'
import { DATE_LOCALES } from '../../lib/i18n'

/** Chat times are Hong Kong times, whatever the device's time zone. */
const TIME_ZONE = 'Asia/Hong_Kong'
const DAY_MS = 86_400_000

/** The Hong Kong calendar day of an instant, as a day number (days since 1970-01-01). */
function hongKongDay(time: number): number {
  const [y, m, d] = new Intl.DateTimeFormat('en-CA', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  })
    .format(time)
    .split('-')
    .map(Number)
  return Math.round(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1) / DAY_MS)
}

function capitalise(text: string): string {
  return text.charAt(0).toLocaleUpperCase() + text.slice(1)
}

/** "Today" / "Yesterday" in the interface language, or null for other days. */
function nearDayName(days: number, language: Language): string | null {
  if (days !== 0 && days !== 1) return null
  const relative = new Intl.RelativeTimeFormat(DATE_LOCALES[language], { numeric: 'auto' })
  return capitalise(relative.format(-days, 'day'))
}

export function formatClockTime(value: string, language: Language): string {
  const time = Date.parse(value)
  if (Number.isNaN(time)) return ''
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    timeZone: TIME_ZONE,
    hour: 'numeric',
    minute: '2-digit',
  }).format(time)
}

/** The full date and time, for a tooltip and for screen readers. */
export function formatFullTime(value: string, language: Language): string {
  const time = Date.parse(value)
  if (Number.isNaN(time)) return ''
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    timeZone: TIME_ZONE,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(time)
}

/** The conversation list's short time: "3:05 pm" today, "Yesterday", "Mon" this week, else "5 Jan". */
export function formatListTime(value: string, language: Language, now = Date.now()): string {
  const time = Date.parse(value)
  if (Number.isNaN(time)) return ''
  const days = hongKongDay(now) - hongKongDay(time)
  if (days <= 0) return formatClockTime(value, language)
  const near = nearDayName(days, language)
  if (near) return near
  const locale = DATE_LOCALES[language]
  if (days < 7)
    return new Intl.DateTimeFormat(locale, { timeZone: TIME_ZONE, weekday: 'short' }).format(time)
  const sameYear =
    new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' }).format(time) ===
    new Intl.DateTimeFormat('en', { timeZone: TIME_ZONE, year: 'numeric' }).format(now)
  return new Intl.DateTimeFormat(locale, {
    timeZone: TIME_ZONE,
    day: 'numeric',
    month: 'short',
    ...(sameYear ? {} : { year: 'numeric' }),
  }).format(time)
}

/** The heading above a day's messages: "Today", "Yesterday" or "Monday, 5 January 2026". */
export function formatDayHeading(value: string, language: Language, now = Date.now()): string {
  const time = Date.parse(value)
  if (Number.isNaN(time)) return ''
  const near = nearDayName(hongKongDay(now) - hongKongDay(time), language)
  if (near) return near
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    timeZone: TIME_ZONE,
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(time)
}

/** The Hong Kong day key of a message, to group messages under day headings. */
export function dayKey(value: string): number {
  const time = Date.parse(value)
  return Number.isNaN(time) ? 0 : hongKongDay(time)
}
